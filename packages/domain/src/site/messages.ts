/** spec/1 §2 old-browser banner; spec/1 §8 app store link. */
export const OLD_BROWSER_MESSAGE = "Your browser is out of date and this site does not support it!";
export const APP_STORE_ERROR_TITLE = "App Store Error";
export const APP_STORE_ERROR_TEXT =
  "Please make sure you are on an IOS or Android device to go to the App Store.";
