import { describe, expect, it } from "vitest";
import { checkBranchRequest } from "./branch-request.ts";

const good = {
  fname: "Alex",
  lname: "Morgan",
  email: "alex@example.co.uk",
  postcode: "kw1 4yt",
  address1: "1 Harbour Road",
  city: "Wick",
  county: "",
};

describe("spec/2 §5 delivery details form: an error per field from the server", () => {
  it("accepts complete details, county optional", () => {
    expect(checkBranchRequest(good)).toEqual({});
  });

  it("names each missing or malformed field with its own message", () => {
    expect(
      checkBranchRequest({
        fname: " ",
        lname: "",
        email: "alex@",
        postcode: "KW1",
        address1: "",
        city: "",
        county: "",
      }),
    ).toEqual({
      fname: "Please enter your first name",
      lname: "Please enter your last name",
      email: "This is not a valid email address",
      postcode: "Please enter your postcode",
      address1: "Please enter your address",
      city: "Please enter your town or city",
    });
  });
});
