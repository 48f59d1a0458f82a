import {
  KEY_NOT_REGENERATED_TITLE,
  KEY_NOT_REMOVED_TITLE,
  KEY_REGENERATED,
  KEY_REGENERATED_TITLE,
  KEY_REMOVED,
  KEY_REMOVED_TITLE,
  KEY_TRY_AGAIN,
} from "./messages.ts";

/** A dialog of the account tools: its title and its text. */
export type ToolDialog = { readonly title: string; readonly text: string };

/** spec/3 §8 Key regenerate: 'Key Regenerated / Your new key is active.' or 'Key NOT Regenerated / Please try again.' */
export function keyRegenerateOutcome(success: boolean): ToolDialog {
  return success
    ? { title: KEY_REGENERATED_TITLE, text: KEY_REGENERATED }
    : { title: KEY_NOT_REGENERATED_TITLE, text: KEY_TRY_AGAIN };
}

/** spec/3 §8 Key remove: 'Key Removed / The key has been removed.' or 'Key NOT Removed / Please try again.' */
export function keyRemoveOutcome(success: boolean): ToolDialog {
  return success
    ? { title: KEY_REMOVED_TITLE, text: KEY_REMOVED }
    : { title: KEY_NOT_REMOVED_TITLE, text: KEY_TRY_AGAIN };
}
