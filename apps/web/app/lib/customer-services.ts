/** When every brand's customer services answer the phone: the footer and the contact page say the same. */
export const CUSTOMER_SERVICES_HOURS = "Monday to Friday 7:30am to 5:30pm, Saturday 8am to 12 noon";
