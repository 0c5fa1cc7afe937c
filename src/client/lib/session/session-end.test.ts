import { describe, expect, it } from "vitest";
import { onSessionEnded, reportSessionEnded, sessionBegan, sessionHasEnded } from "./session-end";

describe("the end of a session mid-use", () => {
  it("is told once, with whose session it was, until a new session begins", () => {
    const heard: (string | null)[] = [];
    const stop = onSessionEnded(({ userId }) => heard.push(userId));
    sessionBegan("user-1");
    expect(sessionHasEnded()).toBe(false);

    reportSessionEnded();
    reportSessionEnded();
    expect(heard).toEqual(["user-1"]);
    expect(sessionHasEnded()).toBe(true);

    sessionBegan("user-2");
    reportSessionEnded();
    expect(heard).toEqual(["user-1", "user-2"]);

    stop();
    sessionBegan("user-3");
    reportSessionEnded();
    expect(heard).toHaveLength(2);
  });
});
