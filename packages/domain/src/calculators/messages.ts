/** Texts of the calculators, in the words of spec/1 §9, spec/2 §5 and spec/3 §5. */

// spec/1 §9 Room-size stove output
export const STOVE_NO_ROOM_SIZE_MESSAGE = "Please enter your room size";
export const STOVE_SIZE_MESSAGE = "You need a {kw}kw stove";

// spec/2 §5 Aggregate calculator
export const AGGREGATE_INVALID_MESSAGE = "Error: Please enter a valid height, width and depth to proceed.";

// spec/3 §5 Brick calculator
export const BRICK_NO_SELECTION_MESSAGE = "Please select a Dimension and Quantity to continue.";

// spec/1 §9 Password strength labels
export const PASSWORD_WEAK_LABEL = "Weak";
export const PASSWORD_MEDIUM_LABEL = "Medium";
export const PASSWORD_STRONG_LABEL = "Strong";
