import { axis, pricedAxis, samePriceAxis, type Department } from "./types.ts";

const VOLTAGE = axis("Voltage", ["12V", "18V", "36V"], true);
const KIT = axis("Kit", ["Body Only", "with 2 x 2.0Ah Batteries", "with 2 x 5.0Ah Batteries"], true);

export const tools: Department = {
  name: "Tools",
  description: "Power tools, hand tools, accessories, workwear and site equipment for the trade.",
  code: "TLS",
  manufacturers: [
    "Ironmark Tools",
    "Vantage Pro",
    "Hollin Tool Co",
    "Gripwell",
    "Sitecraft",
    "Stormline Workwear",
  ],
  sentences: [
    "Backed by the manufacturer's guarantee; register online to extend it where offered.",
    "Many of our branches hire the bigger tools by the day or week.",
    "Wear the right eye, ear and hand protection for the job.",
  ],
  specs: { Warranty: "3 years" },
  groups: [
    {
      name: "Power Tools",
      description: "Cordless and corded drills, drivers, saws and grinders.",
      families: [
        {
          name: "Cordless Drills",
          description: "Brushless combi drills and drill drivers with a hammer mode for masonry.",
          motif: "power-tool",
          make: ["{voltage} Brushless Combi Drill {kit}", "{voltage} Drill Driver {kit}"],
          axes: { voltage: VOLTAGE, kit: KIT },
          price: [5999, 34900],
          specs: { Chuck: "13mm keyless" },
          essentials: ["Batteries and Chargers"],
          crossSell: ["Drill Bits"],
          weight: 2,
        },
        {
          name: "Impact Drivers",
          description: "High-torque impact drivers for driving long screws and coach bolts.",
          motif: "power-tool",
          make: ["{voltage} Impact Driver {kit}"],
          axes: { voltage: VOLTAGE, kit: KIT },
          price: [6999, 29900],
          specs: { "Bit Holder": "1/4in hex" },
          crossSell: ["Wood Screws"],
        },
        {
          name: "Circular Saws",
          description: "Circular saws for fast, straight cuts in timber and sheet materials.",
          motif: "disc-tool",
          make: ["{power} Circular Saw {blade}"],
          axes: {
            power: axis("Power", ["18V Cordless", "240V 1400W", "110V 1400W"]),
            blade: axis("Blade", ["165mm", "190mm", "235mm"], true),
          },
          price: [8999, 32900],
          essentials: ["Saw Blades"],
        },
        {
          name: "Angle Grinders",
          description: "Grinders for cutting steel, stone and blocks, and for grinding back welds.",
          motif: "disc-tool",
          make: ["{power} Angle Grinder {disc}"],
          axes: {
            power: axis("Power", ["18V Cordless", "240V", "110V"]),
            disc: axis("Disc", ["115mm", "125mm", "230mm"], true),
          },
          price: [4999, 24900],
          essentials: ["Abrasives"],
        },
        {
          name: "SDS Drills",
          description: "SDS Plus and SDS Max hammer drills for heavy drilling and chiselling in masonry.",
          motif: "power-tool",
          make: ["{type} Hammer Drill {power}"],
          axes: {
            type: axis("Chuck", ["SDS Plus", "SDS Max"], true),
            power: axis("Power", ["18V Cordless", "240V 800W", "110V 800W"]),
          },
          price: [8999, 49900],
          essentials: ["Drill Bits"],
        },
        {
          name: "Multi-tools",
          description: "Oscillating multi-tools for plunge cuts, sanding and scraping in tight spots.",
          motif: "power-tool",
          make: ["{power} Oscillating Multi-tool {kit}"],
          axes: {
            power: axis("Power", ["12V", "18V", "240V 300W"]),
            kit: axis("Kit", ["Body Only", "with Accessory Set"]),
          },
          price: [4999, 19900],
        },
      ],
    },
    {
      name: "Hand Tools",
      description: "Hammers, saws, levels, measures and trowels.",
      families: [
        {
          name: "Hammers",
          description: "Claw hammers, club hammers and sledges with shock-absorbing handles.",
          motif: "hand-tool",
          make: ["{kind} {weight}"],
          axes: {
            kind: axis("Type", ["Claw Hammer", "Club Hammer", "Sledge Hammer", "Lump Hammer"]),
            weight: axis("Weight", ["16oz", "20oz", "2.5lb", "4lb", "10lb"], true),
          },
          price: [999, 4999],
        },
        {
          name: "Hand Saws",
          description: "Hardpoint hand saws, tenon saws and hacksaws.",
          motif: "hand-tool",
          make: ["{kind} {length}"],
          axes: {
            kind: axis("Type", ["Hardpoint Hand Saw", "Tenon Saw", "Hacksaw", "Plasterboard Saw"]),
            length: axis("Length", ["12in", "15in", "20in", "22in"], true),
          },
          price: [799, 2999],
        },
        {
          name: "Spirit Levels",
          description: "Accurate box-section levels with shock-resistant vials.",
          motif: "measure",
          make: ["Box Spirit Level {length}"],
          axes: { length: axis("Length", ["600mm", "1000mm", "1200mm", "1800mm"], true) },
          price: [1299, 5999],
          specs: { Accuracy: "0.5mm/m" },
        },
        {
          name: "Tape Measures",
          description: "Tough tape measures with wide blades that stand out a long way.",
          motif: "measure",
          make: ["Tape Measure {length}"],
          axes: { length: axis("Length", ["5m", "8m", "10m", "30m Long Tape"], true) },
          price: [499, 2499],
        },
        {
          name: "Trowels and Floats",
          description: "Brick, pointing and plastering trowels and floats for masonry and finishing.",
          motif: "hand-tool",
          make: ["{kind} {size}"],
          axes: {
            kind: axis("Type", [
              "Brick Trowel",
              "Pointing Trowel",
              "Plastering Trowel",
              "Plastic Float",
              "Gauging Trowel",
            ]),
            size: axis("Size", ["7in", "11in", "13in", "14in"], true),
          },
          price: [599, 3499],
        },
        {
          name: "Screwdrivers",
          description: "Slotted, Pozi and Phillips screwdrivers and sets with comfortable grips.",
          motif: "hand-tool",
          make: ["{kind}"],
          axes: {
            kind: pricedAxis("Type", {
              "Screwdriver Set 6 Piece": 2.2,
              "Screwdriver Set 10 Piece": 3.5,
              "VDE Insulated Screwdriver Set": 5,
              "Stubby Screwdriver PZ2": 1,
              "Ratchet Screwdriver": 2.5,
            }),
          },
          price: [499, 649],
        },
      ],
    },
    {
      name: "Tool Accessories",
      description: "Bits, blades, batteries and abrasives to keep tools working.",
      families: [
        {
          name: "Drill Bits",
          description: "Masonry, wood, HSS and SDS bits, singly and in sets.",
          motif: "fixings",
          make: ["{kind} {size}"],
          axes: {
            kind: pricedAxis("Type", {
              "SDS Plus Drill Bit": 1.5,
              "Masonry Drill Bit": 1,
              "HSS Drill Bit": 1,
              "Wood Flat Bit": 1,
              "Drill Bit Set": 6,
            }),
            size: axis("Size", ["6mm", "8mm", "10mm", "12mm", "16mm"], true),
          },
          price: [199, 699],
        },
        {
          name: "Saw Blades",
          description:
            "Circular saw, jigsaw and reciprocating saw blades for wood, metal and mixed materials.",
          motif: "fixings",
          make: ["{kind} {teeth}"],
          axes: {
            kind: pricedAxis("Type", {
              "Circular Saw Blade 190mm": 1,
              "Circular Saw Blade 235mm": 1.3,
              "Jigsaw Blades Pack of 5": 0.5,
              "Reciprocating Blades Pack of 5": 0.8,
            }),
            teeth: axis("Teeth", ["24T", "40T", "60T"], true),
          },
          price: [1299, 2999],
        },
        {
          name: "Batteries and Chargers",
          description: "Spare batteries and fast chargers for our cordless platforms.",
          motif: "power-tool",
          make: ["{voltage} {kind}"],
          axes: {
            voltage: VOLTAGE,
            kind: axis(
              "Type",
              ["Battery 2.0Ah", "Battery 5.0Ah", "Battery 8.0Ah", "Fast Charger", "Twin Battery Starter Kit"],
              true,
            ),
          },
          price: [3999, 19900],
        },
        {
          name: "Abrasives",
          description: "Cutting discs, flap discs and sanding sheets.",
          motif: "fixings",
          make: ["{kind} {size}"],
          axes: {
            kind: pricedAxis("Type", {
              "Metal Cutting Disc": 1,
              "Stone Cutting Disc": 1,
              "Diamond Blade": 8,
              "Flap Disc 80 Grit": 1.6,
              "Sanding Sheets Assorted": 3,
            }),
            size: axis("Size", ["115mm", "125mm", "230mm", "300mm"], true),
          },
          price: [99, 599],
          breaks: [10, 25],
        },
      ],
    },
    {
      name: "Workwear & Safety",
      description: "Boots, hi-vis, gloves and protection that keep you safe on site.",
      families: [
        {
          name: "Safety Boots",
          description: "Safety boots with steel or composite toecaps and midsoles.",
          motif: "boot",
          make: ["{style} Safety Boot {rating} Size {size}"],
          axes: {
            style: axis("Style", ["Chukka", "Rigger", "Lace-up Hiker", "Dealer"]),
            rating: axis("Rating", ["S1P", "S3"]),
            size: samePriceAxis("Size", ["6", "7", "8", "9", "10", "11", "12"]),
          },
          price: [2999, 11900],
        },
        {
          name: "Hi-vis Clothing",
          description: "High visibility vests, jackets and trousers to EN ISO 20471.",
          motif: "workwear",
          make: ["Hi-vis {kind} {colour} {size}"],
          axes: {
            kind: pricedAxis("Type", { Vest: 1, "Bomber Jacket": 8, "Polo Shirt": 3.5, Trousers: 5 }),
            colour: axis("Colour", ["Yellow", "Orange"]),
            size: samePriceAxis("Size", ["M", "L", "XL", "XXL"]),
          },
          price: [299, 379],
          breaks: [10, 25],
        },
        {
          name: "Work Gloves",
          description: "Cut-resistant, gripper and thermal gloves for handling materials.",
          motif: "workwear",
          make: ["{kind} Size {size}"],
          axes: {
            kind: axis("Type", ["Gripper Gloves", "Cut Level B Gloves", "Thermal Gloves", "Rigger Gloves"]),
            size: samePriceAxis("Size", ["8", "9", "10", "11"]),
          },
          price: [199, 1299],
          breaks: [12, 36],
        },
        {
          name: "Eye and Ear Protection",
          description: "Safety glasses, goggles and ear defenders for noisy, dusty work.",
          motif: "workwear",
          make: ["{kind}"],
          axes: {
            kind: pricedAxis("Type", {
              "Safety Glasses Clear": 1,
              "Safety Goggles Anti-mist": 1.8,
              "Ear Defenders SNR 30": 3,
              "Disposable Ear Plugs Box of 200": 5,
              "FFP3 Dust Masks Pack of 10": 4,
            }),
          },
          price: [249, 319],
        },
      ],
    },
    {
      name: "Access Equipment",
      description: "Ladders, steps and platforms for safe work at height.",
      families: [
        {
          name: "Ladders",
          description: "Aluminium extension and combination ladders to EN 131 Professional.",
          motif: "ladder",
          make: ["{kind} {rungs}"],
          axes: {
            kind: axis("Type", ["Double Extension Ladder", "Triple Extension Ladder", "Combination Ladder"]),
            rungs: axis("Size", ["3.0m", "3.5m", "4.0m", "4.5m"], true),
          },
          price: [9999, 39900],
          specs: { Standard: "EN 131 Professional" },
        },
        {
          name: "Step Ladders",
          description: "Aluminium and fibreglass step ladders with platform and tool tray.",
          motif: "ladder",
          make: ["{material} Step Ladder {treads} Tread"],
          axes: {
            material: axis("Material", ["Aluminium", "Fibreglass"]),
            treads: axis("Treads", ["3", "5", "7", "9"], true),
          },
          price: [3999, 24900],
        },
        {
          name: "Work Platforms",
          description: "Hop-ups and folding work platforms for plastering and ceiling work.",
          motif: "ladder",
          make: ["{kind}"],
          axes: {
            kind: pricedAxis("Type", {
              "Hop-up Platform": 1,
              "Folding Work Platform": 1.4,
              "Telescopic Plank 3.9m": 4,
              "Podium Step": 3,
            }),
          },
          price: [3999, 4999],
        },
      ],
    },
    {
      name: "Site Equipment",
      description: "Barrows, mixers, storage and reference books for the site.",
      families: [
        {
          name: "Wheelbarrows",
          description: "Builders' barrows with puncture-proof or pneumatic wheels.",
          motif: "wheelbarrow",
          make: ["{kind} Wheelbarrow {capacity}"],
          axes: {
            kind: axis("Type", ["Builders", "Contractors", "Twin Wheel"]),
            capacity: axis("Capacity", ["85L", "90L", "100L", "120L"], true),
          },
          price: [4999, 14900],
        },
        {
          name: "Cement Mixers",
          description: "Electric and petrol mixers for concrete and mortar on site.",
          motif: "mixer",
          make: ["{power} Cement Mixer {drum}"],
          axes: {
            power: axis("Power", ["240V", "110V", "Petrol"]),
            drum: axis("Drum", ["90L", "134L", "150L"], true),
          },
          price: [24900, 89900],
        },
        {
          name: "Tool Storage",
          description: "Toolboxes, organisers and site chests to keep tools safe and sorted.",
          motif: "toolbox",
          make: ["{kind} {size}"],
          axes: {
            kind: axis("Type", ["Toolbox", "Tool Bag", "Organiser", "Site Chest"]),
            size: axis("Size", ["16in", "22in", "26in", "Large"], true),
          },
          price: [1499, 39900],
        },
        {
          name: "Guides and Handbooks",
          description: "Printed trade guides to regulations, estimating and good practice.",
          motif: "book",
          make: ["{title}"],
          axes: {
            title: axis("Title", [
              "Building Regulations Explained",
              "Estimating for Builders",
              "Bricklaying Handbook",
              "Carpentry and Joinery Guide",
              "Plumbing Pocket Book",
            ]),
          },
          price: [999, 4999],
          specs: { Format: "Paperback" },
          vatRate: 0,
          weight: 0.5,
        },
      ],
    },
  ],
};
