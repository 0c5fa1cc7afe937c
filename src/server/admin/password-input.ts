import { passwordProblemMessages } from "../../shared/own-account";
import { renderMessage } from "../../shared/messages/render";
import { passwordProblem } from "../../shared/password-policy";
import { Refusal } from "./refusal";

/** The operator pressed Ctrl-C at the prompt: exit 130, as a shell expects. */
export class Interrupted extends Error {
  constructor() {
    super("Interrupted.");
    this.name = "Interrupted";
  }
}

/** Reads one line at the terminal without showing it: raw mode, so nothing typed is echoed. */
function promptHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.setEncoding("utf8");
  input.resume();
  return new Promise((resolve, reject) => {
    let typed: string[] = [];
    const finish = () => {
      input.off("data", onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write("\n");
    };
    function onData(chunk: string) {
      for (const character of chunk) {
        if (character === "\r" || character === "\n") {
          finish();
          return resolve(typed.join(""));
        }
        // Ctrl-C, or Ctrl-D on an empty line.
        if (character === "\u0003" || (character === "\u0004" && typed.length === 0)) {
          finish();
          return reject(new Interrupted());
        }
        if (character === "\u007f" || character === "\b") typed = typed.slice(0, -1);
        else if (character >= " ") typed.push(character);
      }
    }
    input.on("data", onData);
  });
}

/** The first line of standard input (a pipe or a file), without waiting for more. */
function firstLineOfInput(): Promise<string | null> {
  const input = process.stdin;
  input.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let text = "";
    const done = (line: string | null) => {
      input.off("data", onData);
      input.off("end", onEnd);
      input.off("error", reject);
      input.pause();
      resolve(line);
    };
    function onData(chunk: string) {
      text += chunk;
      const end = text.indexOf("\n");
      if (end >= 0) done(text.slice(0, end).replace(/\r$/, ""));
    }
    const onEnd = () => done(text === "" ? null : text.replace(/\r$/, ""));
    input.on("data", onData);
    input.once("end", onEnd);
    input.once("error", reject);
  });
}

/**
 * The new password: asked twice without echo at a terminal, otherwise the
 * first line of standard input (`printf '%s\n' "$PASSWORD" | …`). Never from
 * the command line or the environment, which the process list, shell
 * history and crash reports show. Checked with the app's own password rules.
 */
export async function readNewPassword(forWhom: string): Promise<string> {
  let password: string;
  if (process.stdin.isTTY) {
    password = await promptHidden(`New password for ${forWhom}: `);
    if ((await promptHidden("The same password again: ")) !== password) {
      throw new Refusal("The two passwords differ; nothing was changed.");
    }
  } else {
    const line = await firstLineOfInput();
    if (line === null)
      throw new Refusal("No password on standard input: pipe it in, or run the command at a terminal.");
    password = line;
  }
  const problem = passwordProblem(password);
  if (problem) throw new Refusal(`Password refused: ${renderMessage(passwordProblemMessages[problem], "en")}`);
  return password;
}
