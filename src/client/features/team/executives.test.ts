import { describe, expect, it } from "vitest";
import { executives, initialsOf, visibleLinks } from "./executives";

describe("visibleLinks", () => {
  it("shows nothing when no link is set", () => {
    expect(visibleLinks({ professionalNetwork: "", email: "" })).toEqual([]);
    expect(visibleLinks({ professionalNetwork: "  ", email: " " })).toEqual([]);
  });

  it("shows each link that is set, e-mail as mailto:", () => {
    expect(
      visibleLinks({ professionalNetwork: "https://network.example.com/in/elena", email: "elena@example.com" }),
    ).toEqual([
      { kind: "professionalNetwork", href: "https://network.example.com/in/elena" },
      { kind: "email", href: "mailto:elena@example.com" },
    ]);
    expect(visibleLinks({ professionalNetwork: "", email: "claims.vp@example.com" })).toEqual([
      { kind: "email", href: "mailto:claims.vp@example.com" },
    ]);
  });

  it("publishes no executive link yet (SPEC §2: all are empty)", () => {
    expect(executives.flatMap((executive) => visibleLinks(executive.links))).toEqual([]);
  });
});

describe("initialsOf", () => {
  it("takes the first letters of the first and last names", () => {
    expect(initialsOf("Elena Marquez")).toBe("EM");
    expect(initialsOf("Mary Ann  de la Cruz")).toBe("MC");
    expect(initialsOf("cher")).toBe("C");
  });
});
