import { axis, type Department } from "./types.ts";

const DOOR_SIZES = axis(
  "Size",
  ["1981 x 610mm", "1981 x 686mm", "1981 x 762mm", "1981 x 838mm", "2040 x 826mm"],
  true,
);
const STYLES = axis("Style", [
  "Shaker",
  "Cottage",
  "Victorian 4 Panel",
  "Oak Contemporary",
  "Pattern 10",
  "Ledged and Braced",
]);
const HARDWARE_FINISH = axis("Finish", ["Satin Chrome", "Polished Chrome", "Matt Black", "Satin Brass"]);

export const doors: Department = {
  name: "Doors & Joinery",
  description: "Internal and external doors, door furniture, staircase parts, windows and loft access.",
  code: "DRJ",
  manufacturers: [
    "Ashcombe Doors",
    "Greenhithe Joinery",
    "Portway Windows",
    "Kingsbury Hardware",
    "Stairwright",
  ],
  sentences: [
    "Doors can be trimmed up to 6mm per edge; leave them to acclimatise for 48 hours before hanging.",
    "Finish all faces and edges within two weeks of fitting.",
    "The branch finder shows which branches have a showroom.",
  ],
  specs: { Warranty: "10 years" },
  groups: [
    {
      name: "Internal Doors",
      description: "Panel, glazed, flush and fire doors for every room.",
      families: [
        {
          name: "Panel Doors",
          description: "Moulded, oak and pine panel doors in traditional and modern designs.",
          motif: "door",
          make: ["{style} {material} Internal Door {size}"],
          axes: {
            style: STYLES,
            material: axis("Material", ["White Primed", "Oak Veneer", "Clear Pine", "Grey Painted"]),
            size: DOOR_SIZES,
          },
          price: [3999, 19900],
          essentials: ["Hinges", "Door Handles"],
          crossSell: ["Architraves"],
          weight: 2,
        },
        {
          name: "Glazed Internal Doors",
          description: "Doors with clear or frosted safety glass that bring light through the house.",
          motif: "door",
          make: ["{style} Glazed Internal Door {glass} {size}"],
          axes: { style: STYLES, glass: axis("Glass", ["Clear", "Frosted", "Reeded"]), size: DOOR_SIZES },
          price: [7999, 29900],
          essentials: ["Hinges", "Door Handles"],
        },
        {
          name: "Fire Doors",
          description: "FD30 certified doors for rooms off a protected escape route.",
          motif: "door",
          make: ["{style} FD30 Fire Door {size}"],
          axes: { style: STYLES, size: DOOR_SIZES },
          price: [8999, 27900],
          specs: { "Fire Rating": "FD30" },
          essentials: ["Hinges", "Door Closers"],
        },
        {
          name: "Flush Doors",
          description: "Plain flush doors, hardboard or veneer faced, ready to paint or stain.",
          motif: "door",
          make: ["Flush Door {face} {size}"],
          axes: { face: axis("Face", ["Paint Grade", "Sapele Veneer", "Oak Veneer"]), size: DOOR_SIZES },
          price: [2499, 9999],
        },
      ],
    },
    {
      name: "External Doors",
      description: "Secure, weathertight front, back and French doors.",
      families: [
        {
          name: "Composite Doors",
          description: "Glass-reinforced composite doors with multi-point locks, fully finished.",
          motif: "door",
          make: ["{style} Composite Door {colour} {size}"],
          axes: {
            style: axis("Style", ["Solid", "Half Glazed", "Fanlight", "Cottage"]),
            colour: axis("Colour", ["Anthracite Grey", "Black", "Chartwell Green", "Red", "White"]),
            size: axis("Size", ["2055 x 920mm", "2100 x 980mm"], true),
          },
          price: [49900, 119900],
          specs: { Security: "PAS 24", Lock: "Multi-point" },
        },
        {
          name: "Hardwood External Doors",
          description: "Engineered hardwood doors, unfinished, for painting or staining on site.",
          motif: "door",
          make: ["{style} Hardwood External Door {size}"],
          axes: { style: STYLES, size: axis("Size", ["1981 x 762mm", "1981 x 838mm", "2032 x 813mm"], true) },
          price: [14900, 49900],
          essentials: ["Locks and Latches", "Hinges"],
          crossSell: ["Wood Stains and Oils"],
        },
        {
          name: "French Doors",
          description: "Pairs of glazed doors opening onto the garden, double glazed.",
          motif: "window",
          make: ["{material} French Doors {width}"],
          axes: {
            material: axis("Material", ["Hardwood", "White uPVC", "Oak"]),
            width: axis("Width", ["1190mm", "1490mm", "1790mm"], true),
          },
          price: [39900, 149900],
        },
        {
          name: "Door Frames",
          description: "External frames and internal linings to hang a new door.",
          motif: "moulding",
          make: ["{kind} {size}"],
          axes: {
            kind: axis("Type", [
              "Softwood Internal Door Lining",
              "Oak Internal Door Lining",
              "Hardwood External Door Frame",
            ]),
            size: axis("Width", ["32 x 115mm", "32 x 138mm", "56 x 90mm"], true),
          },
          price: [2999, 14900],
        },
      ],
    },
    {
      name: "Door Furniture",
      description: "Handles, hinges, locks and closers.",
      families: [
        {
          name: "Door Handles",
          description: "Lever handles on rose and backplate, sold as pairs.",
          motif: "door-furniture",
          make: ["{style} Lever on {plate} {finish}"],
          axes: {
            style: axis("Style", ["Straight", "Scroll", "T-bar", "Mitred"]),
            plate: axis("Mount", ["Rose", "Latch Backplate", "Lock Backplate"]),
            finish: HARDWARE_FINISH,
          },
          price: [999, 4999],
          breaks: [5, 10],
        },
        {
          name: "Hinges",
          description: "Ball-bearing and butt hinges, in pairs or packs of three for fire doors.",
          motif: "door-furniture",
          make: ["{kind} {size} {finish}"],
          axes: {
            kind: axis("Type", ["Ball Bearing Hinge Pack of 3", "Butt Hinge Pair", "Rising Butt Hinge Pair"]),
            size: axis("Size", ["76mm", "102mm"], true),
            finish: HARDWARE_FINISH,
          },
          price: [399, 1999],
          breaks: [5, 10],
        },
        {
          name: "Locks and Latches",
          description: "Tubular latches, sashlocks and deadlocks to BS 3621.",
          motif: "door-furniture",
          make: ["{kind} {size}"],
          axes: {
            kind: axis("Type", ["Tubular Latch", "Sashlock 5 Lever", "Deadlock 5 Lever", "Bathroom Lock"]),
            size: axis("Case", ["64mm", "76mm"], true),
          },
          price: [399, 3999],
        },
        {
          name: "Door Closers",
          description: "Overhead and concealed closers for fire doors.",
          motif: "door-furniture",
          make: ["{kind} {finish}"],
          axes: {
            kind: axis("Type", [
              "Overhead Closer Size 3",
              "Overhead Closer Size 2-4",
              "Concealed Chain Closer",
            ]),
            finish: axis("Finish", ["Silver", "Black", "Satin Chrome"]),
          },
          price: [1299, 6999],
        },
      ],
    },
    {
      name: "Staircase Parts",
      description: "Spindles, newels, handrails and caps to renovate a staircase.",
      families: [
        {
          name: "Stair Spindles",
          description: "Turned and square spindles in pine, oak and primed hemlock.",
          motif: "stairs",
          make: ["{style} Stair Spindle {material} {length}"],
          axes: {
            style: axis("Style", ["Colonial Turned", "Edwardian", "Chamfered", "Square"]),
            material: axis("Material", ["Pine", "White Oak", "Primed Hemlock"]),
            length: axis("Length", ["900mm", "1100mm"], true),
          },
          price: [499, 2499],
          breaks: [10, 30],
        },
        {
          name: "Newel Posts",
          description: "Newel posts and bases that anchor the balustrade.",
          motif: "stairs",
          make: ["{style} Newel Post {material} {size}"],
          axes: {
            style: axis("Style", ["Colonial Turned", "Chamfered", "Square"]),
            material: axis("Material", ["Pine", "White Oak", "Primed Hemlock"]),
            size: axis("Size", ["82mm", "90mm"], true),
          },
          price: [2999, 14900],
        },
        {
          name: "Handrails",
          description: "Handrails and baserails, grooved for spindles.",
          motif: "stairs",
          make: ["{kind} {material} {length}"],
          axes: {
            kind: axis("Type", ["Handrail", "Baserail", "Wall Handrail"]),
            material: axis("Material", ["Pine", "White Oak", "Primed Hemlock"]),
            length: axis("Length", ["2.4m", "3.6m", "4.2m"], true),
          },
          price: [2499, 12900],
        },
      ],
    },
    {
      name: "Windows",
      description: "Timber and uPVC windows and the ironmongery to finish them.",
      families: [
        {
          name: "Timber Casement Windows",
          description: "Engineered softwood casements, double glazed and factory primed.",
          motif: "window",
          make: ["Timber Casement Window {lights} {size}"],
          axes: {
            lights: axis("Opening", ["1 Light", "2 Light", "3 Light"], true),
            size: axis("Size", ["630 x 900mm", "1200 x 1050mm", "1770 x 1200mm"], true),
          },
          price: [19900, 69900],
        },
        {
          name: "uPVC Windows",
          description: "A-rated uPVC casements with toughened double glazing.",
          motif: "window",
          make: ["uPVC Casement Window {colour} {size}"],
          axes: {
            colour: axis("Colour", ["White", "Anthracite Grey", "Light Oak"]),
            size: axis("Size", ["610 x 1040mm", "1190 x 1040mm", "1770 x 1190mm"], true),
          },
          price: [14900, 49900],
          specs: { "Energy Rating": "A" },
        },
        {
          name: "Window Furniture",
          description: "Handles, stays and fasteners for timber and uPVC windows.",
          motif: "door-furniture",
          make: ["{kind} {finish}"],
          axes: {
            kind: axis("Type", [
              "Casement Stay",
              "Casement Fastener",
              "Locking Window Handle",
              "Sash Fastener",
            ]),
            finish: HARDWARE_FINISH,
          },
          price: [399, 2499],
        },
      ],
    },
    {
      name: "Loft Access",
      description: "Loft ladders and hatches for safe access to the roof space.",
      families: [
        {
          name: "Loft Ladders",
          description: "Folding and sliding loft ladders in timber and aluminium.",
          motif: "ladder",
          make: ["{kind} Loft Ladder {sections}"],
          axes: {
            kind: axis("Type", ["Aluminium Sliding", "Timber Folding", "Concertina"]),
            sections: axis("Sections", ["2 Section", "3 Section"], true),
          },
          price: [5999, 24900],
        },
        {
          name: "Loft Hatches",
          description: "Insulated, draught-sealed loft hatches that drop in between joists.",
          motif: "window",
          make: ["Insulated Loft Hatch {size}"],
          axes: { size: axis("Size", ["562 x 726mm", "686 x 762mm", "700 x 1000mm"], true) },
          price: [3999, 12900],
        },
        {
          name: "Loft Boarding",
          description: "Raised loft boarding kits that keep insulation at full depth beneath the boards.",
          motif: "sheet",
          make: ["{kind}"],
          axes: {
            kind: axis("Type", [
              "Loft Boards 1220 x 320mm Pack of 3",
              "Loft Legs Pack of 12",
              "Loft Legs XL Pack of 12",
            ]),
          },
          price: [1299, 2999],
          essentials: ["Wood Screws"],
        },
      ],
    },
  ],
};
