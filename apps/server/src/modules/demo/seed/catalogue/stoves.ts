import { axis, pricedAxis, type Department } from "./types.ts";

const RANGES = axis("Range", [
  "Aldeburgh",
  "Kelsall",
  "Thorpe",
  "Harlow",
  "Rydal",
  "Penrose",
  "Bramble",
  "Orwell",
]);
const OUTPUT = axis("Heat Output", ["4kW", "5kW", "6kW", "8kW", "10kW", "12kW"], true);
const STOVE_FINISH = axis("Finish", ["Matt Black", "Charcoal Grey", "Cream Enamel", "Sage Green Enamel"]);
const FLUE_SIZE = axis("Diameter", ["125mm", "150mm", "175mm", "200mm"], true);

export const stoves: Department = {
  name: "Stoves & Fireplaces",
  description:
    "Wood burning and multi-fuel stoves, fireplaces, flue systems and everything needed to fit and run them safely.",
  code: "STV",
  manufacturers: [
    "Hearthcraft",
    "Emberline Stoves",
    "Kindlewick",
    "Brackenfold",
    "Ashgrove Fires",
    "Flintlow Heating",
  ],
  sentences: [
    "Installation must follow Building Regulations Approved Document J; our branch teams can recommend a registered installer.",
    "Always fit a carbon monoxide alarm in the same room as a solid fuel or gas appliance.",
    "Have your chimney swept at least once a year when burning wood.",
  ],
  specs: { Warranty: "5 years" },
  groups: [
    {
      name: "Wood & Multi-fuel Stoves",
      description: "Stoves for logs and solid fuel, from compact cottage models to high-output room heaters.",
      families: [
        {
          name: "Multi-fuel Stoves",
          description:
            "Burn seasoned logs or smokeless fuel in one firebox, so you are never tied to a single fuel supply.",
          motif: "stove",
          make: [
            "{range} Multi-fuel Stove {output} {approval}",
            "{range} Multi-fuel Stove {output} {finish}",
          ],
          axes: {
            range: RANGES,
            output: OUTPUT,
            finish: STOVE_FINISH,
            approval: axis("Certification", ["Defra Approved", "Ecodesign Ready"]),
          },
          price: [39900, 189900],
          specs: { "Fuel Type": "Wood and smokeless fuel", "Flue Outlet": "125mm" },
          essentials: ["Vitreous Enamel Flue Pipe", "Fire Cement and Sealants"],
          crossSell: ["Fireside Companion Sets", "Stove Fans and Thermometers", "Hearths"],
          weight: 2,
        },
        {
          name: "Wood Burning Stoves",
          description:
            "Designed to burn dry logs cleanly, with airwash glass that keeps the view of the fire clear.",
          motif: "stove",
          make: [
            "{range} Wood Burning Stove {output} {finish}",
            "{range} Wide Wood Burner {output} Ecodesign Ready",
          ],
          axes: { range: RANGES, output: OUTPUT, finish: STOVE_FINISH },
          price: [37900, 169900],
          specs: { "Fuel Type": "Wood only", Efficiency: "80%" },
          essentials: ["Vitreous Enamel Flue Pipe", "Fire Cement and Sealants"],
          crossSell: ["Log Baskets and Stores", "Kiln Dried Logs"],
          weight: 2,
        },
        {
          name: "Inset Stoves",
          description:
            "Fit into an existing fireplace opening for the warmth of a stove with a flush, tidy finish.",
          motif: "stove",
          make: ["{range} Inset Stove {output} {finish}"],
          axes: {
            range: RANGES,
            output: axis("Heat Output", ["4kW", "5kW", "6kW", "7kW"], true),
            finish: STOVE_FINISH,
          },
          price: [69900, 179900],
          specs: { "Fuel Type": "Wood and smokeless fuel" },
          essentials: ["Flexible Flue Liners", "Fire Cement and Sealants"],
        },
        {
          name: "Boiler Stoves",
          description:
            "Heat the room and your hot water or radiators from one fire with a back boiler built in.",
          motif: "stove",
          make: ["{range} Boiler Stove {output} {boiler}"],
          axes: {
            range: RANGES,
            output: axis("Heat Output", ["12kW", "15kW", "18kW", "22kW"], true),
            boiler: axis("Boiler Output", ["Domestic Hot Water", "8 Radiators", "12 Radiators"], true),
          },
          price: [119900, 289900],
          specs: { "Fuel Type": "Wood and smokeless fuel" },
          essentials: ["Twin Wall Flue", "Fire Cement and Sealants"],
        },
      ],
    },
    {
      name: "Gas & Electric Stoves",
      description:
        "The look of a real fire with the convenience of gas or electric heat and no chimney sweeping.",
      families: [
        {
          name: "Gas Stoves",
          description:
            "Balanced flue and conventional flue gas stoves with realistic log-effect flames and remote control.",
          motif: "stove",
          make: ["{range} Gas Stove {output} {flue}"],
          axes: {
            range: RANGES,
            output: axis("Heat Output", ["3kW", "4kW", "5kW"], true),
            flue: axis("Flue Type", ["Balanced Flue", "Conventional Flue"]),
          },
          price: [59900, 149900],
          specs: { "Fuel Type": "Natural gas", Ignition: "Remote control" },
        },
        {
          name: "Electric Stoves",
          description:
            "Plug-in stoves with LED flame effects and a 2kW heater that runs with or without the flames.",
          motif: "stove",
          make: ["{range} Electric Stove {finish}"],
          axes: { range: RANGES, finish: STOVE_FINISH },
          price: [12900, 44900],
          specs: { "Heat Output": "2kW", Power: "230V plug-in" },
        },
        {
          name: "Electric Fires",
          description: "Wall-hung and inset electric fires for rooms without a chimney.",
          motif: "fireplace",
          make: ["{range} {style} Electric Fire {width}"],
          axes: {
            range: RANGES,
            style: axis("Style", ["Wall Mounted", "Inset", "Media Wall"]),
            width: axis("Width", ["900mm", "1300mm", "1800mm"], true),
          },
          price: [17900, 89900],
          specs: { "Heat Output": "2kW" },
        },
      ],
    },
    {
      name: "Fireplaces & Surrounds",
      description: "Surrounds, hearths and beams that frame a stove or open fire.",
      families: [
        {
          name: "Fire Surrounds",
          description: "Stone, marble and timber surrounds in classic and contemporary styles.",
          motif: "fireplace",
          make: ["{range} {material} Fire Surround {width}"],
          axes: {
            range: RANGES,
            material: axis("Material", ["Limestone", "Micro Marble", "Oak", "Painted Timber"]),
            width: axis("Width", ["48in", "54in", "60in"], true),
          },
          price: [29900, 149900],
        },
        {
          name: "Hearths",
          description: "Non-combustible hearths sized to meet the clearances a stove installation needs.",
          motif: "fireplace",
          make: ["{material} Hearth {size}"],
          axes: {
            material: axis("Material", ["Black Granite", "Slate", "Glass", "Polished Limestone"]),
            size: axis("Size", ["900 x 450mm", "1200 x 450mm", "1200 x 600mm", "1500 x 600mm"], true),
          },
          price: [9900, 49900],
          specs: { Thickness: "12mm" },
        },
        {
          name: "Mantel Beams",
          description: "Solid oak and reclaimed-look beams for inglenooks and stove recesses.",
          motif: "timber",
          make: ["{finish} Oak Mantel Beam {length}"],
          axes: {
            finish: axis("Finish", ["Rustic", "Planed", "Distressed", "Reclaimed Effect"]),
            length: axis("Length", ["900mm", "1200mm", "1500mm", "1800mm"], true),
          },
          price: [8900, 39900],
          specs: { Section: "150 x 150mm" },
        },
      ],
    },
    {
      name: "Flue & Chimney",
      description: "Flue pipe, liners and cowls to take the smoke from stove to sky.",
      families: [
        {
          name: "Twin Wall Flue",
          description:
            "Insulated stainless steel flue for installations with no chimney, inside or outside the house.",
          motif: "flue",
          make: ["Twin Wall Flue {part} {size}"],
          axes: {
            part: pricedAxis("Component", {
              "Straight Length 1000mm": 1,
              "Straight Length 500mm": 0.65,
              "45\u00b0 Bend": 0.8,
              "Wall Support": 0.7,
              "Rain Cap": 0.35,
            }),
            size: FLUE_SIZE,
          },
          price: [9900, 24900],
          specs: { Material: "316 stainless steel" },
        },
        {
          name: "Vitreous Enamel Flue Pipe",
          description: "Matt black enamel flue pipe connecting a stove to the chimney or liner.",
          motif: "flue",
          make: ["Vitreous Enamel Flue Pipe {part} {size}"],
          axes: {
            part: pricedAxis("Component", {
              "Straight 1000mm": 1.6,
              "Straight 500mm": 1,
              "Adjustable Length": 1.4,
              "45\u00b0 Bend": 1.1,
              "90\u00b0 Bend with Door": 1.5,
            }),
            size: FLUE_SIZE,
          },
          price: [1499, 4999],
          specs: { Finish: "Matt black" },
          weight: 2,
        },
        {
          name: "Flexible Flue Liners",
          description: "Stainless steel liners that reline an existing chimney for a stove.",
          motif: "flue",
          make: ["Flexible Flue Liner {grade} {size} x {length}"],
          axes: {
            grade: axis("Grade", ["316 Grade", "904 Grade"]),
            size: FLUE_SIZE,
            length: axis("Length", ["5m", "7m", "10m"], true),
          },
          price: [14900, 59900],
        },
        {
          name: "Chimney Cowls",
          description: "Cowls to keep out rain and birds and to cure downdraught.",
          motif: "flue",
          make: ["{kind} Chimney Cowl {size}"],
          axes: {
            kind: axis("Type", ["Anti-downdraught", "Bird Guard", "Rotating", "Rain Cap"]),
            size: axis("Fits", ["Clay Pot", "150mm Liner", "200mm Liner"], true),
          },
          price: [2900, 14900],
        },
      ],
    },
    {
      name: "Stove Accessories",
      description: "Tools, guards and gadgets for a safer, easier fireside.",
      families: [
        {
          name: "Fireside Companion Sets",
          description: "Poker, shovel, brush and tongs on a matching stand.",
          motif: "fireplace",
          make: ["{style} Companion Set {finish}"],
          axes: {
            style: axis("Style", ["Four Piece", "Three Piece", "Log Holder"]),
            finish: axis("Finish", ["Black", "Pewter", "Brass"]),
          },
          price: [2900, 9900],
          specs: { Material: "Steel" },
        },
        {
          name: "Log Baskets and Stores",
          description: "Keep logs dry and to hand, indoors beside the stove or outside under cover.",
          motif: "logs",
          make: ["{kind} {size}"],
          axes: {
            kind: axis(
              "Type",
              ["Canvas Log Carrier", "Wicker Log Basket", "Steel Log Holder", "Timber Log Store"],
              true,
            ),
            size: axis("Size", ["Small", "Medium", "Large"], true),
          },
          price: [1499, 24900],
        },
        {
          name: "Stove Fans and Thermometers",
          description:
            "Heat-powered fans spread warm air round the room; a flue thermometer shows when the stove burns best.",
          motif: "stove",
          make: ["{kind}"],
          axes: {
            kind: axis(
              "Type",
              [
                "Magnetic Stove Thermometer",
                "Flue Pipe Thermometer",
                "Heat Powered Stove Fan 2 Blade",
                "Heat Powered Stove Fan 4 Blade",
              ],
              true,
            ),
          },
          price: [899, 8999],
        },
        {
          name: "Fire Guards",
          description: "Spark guards and nursery guards for stoves and open fires.",
          motif: "fireplace",
          make: ["{kind} {finish}"],
          axes: {
            kind: axis("Type", ["Spark Guard", "Nursery Fire Guard", "Folding Fire Screen"]),
            finish: axis("Finish", ["Black", "Antique Brass", "Pewter"]),
          },
          price: [2400, 8900],
        },
        {
          name: "Carbon Monoxide Alarms",
          description: "Sealed-battery alarms that warn of carbon monoxide from any fuel-burning appliance.",
          motif: "stove",
          make: ["Carbon Monoxide Alarm {battery}"],
          axes: {
            battery: pricedAxis("Battery", {
              "Replaceable Battery": 1,
              "10 Year Sealed Battery": 1.6,
              "Mains with Backup": 2.4,
            }),
          },
          price: [1499, 1799],
          specs: { Standard: "BS EN 50291" },
        },
      ],
    },
    {
      name: "Fuel & Maintenance",
      description: "Logs, fuel and the cements, ropes and cleaners that keep a stove working well.",
      families: [
        {
          name: "Kiln Dried Logs",
          description:
            "Hardwood logs dried to below 20% moisture, Ready to Burn certified, for a hot clean fire.",
          motif: "logs",
          make: ["Kiln Dried {wood} Logs {pack}"],
          axes: {
            wood: axis("Wood", ["Ash", "Birch", "Oak", "Mixed Hardwood"]),
            pack: pricedAxis("Pack Size", { Net: 1, "Crate 0.5m³": 11, "Bulk Bag 1m³": 20 }),
          },
          price: [649, 949],
          specs: { Moisture: "Below 20%" },
          breaks: [5, 10, 20],
        },
        {
          name: "Smokeless Fuel",
          description: "Approved smokeless fuel for multi-fuel stoves in smoke control areas.",
          motif: "bag",
          make: ["{kind} Smokeless Fuel {pack}"],
          axes: {
            kind: axis("Type", ["Premium", "Anthracite Ovoids", "Heat Logs"]),
            pack: axis("Bag Size", ["10kg Bag", "20kg Bag", "25kg Bag"], true),
          },
          price: [899, 2599],
          breaks: [10, 40],
        },
        {
          name: "Fire Cement and Sealants",
          description:
            "Heat-resistant cements and sealants for sealing flue joints and repairing firebricks.",
          motif: "cartridge",
          make: ["{kind} {size}"],
          axes: {
            kind: axis("Type", [
              "Fire Cement",
              "Fire Rope Adhesive",
              "High Temperature Silicone",
              "Fire Putty",
            ]),
            size: axis("Size", ["500g", "1kg", "310ml Cartridge"]),
          },
          price: [399, 1499],
          weight: 2,
        },
        {
          name: "Stove Rope and Glass",
          description:
            "Replacement door rope, glass and cleaners to keep a stove sealed and its window clear.",
          motif: "stove",
          make: ["{kind}"],
          axes: {
            kind: axis(
              "Type",
              [
                "Stove Glass Cleaner 500ml",
                "Stove Rope 10mm x 2.5m",
                "Stove Rope 12mm x 2.5m",
                "Replacement Stove Glass 300 x 250mm",
              ],
              true,
            ),
          },
          price: [599, 4900],
        },
      ],
    },
  ],
};
