/** An insured account's address, where the notices on its policies are mailed (decision 0049). */
export const mailingAddress = { address: "400 N Tampa St", city: "Tampa", state: "FL", zipCode: "33602" };
