/** Texts of the staff survey flow (spec/3 §5, §8), spelling fixed as DESIGN.md lists. */
export const CANT_GO_BACK = "Sorry you can't go back as this is the first question.";
export const ANSWER_INCOMPLETE =
  "Please make sure you answer the questions and try again. *If you have selected other please make sure you have typed the other text.";
export const SURVEY_PARAMS_MISSING = "Error: Please try again.";
export const SURVEY_COMPLETE = "Survey Questions complete.";
