import { startSmtpSink, type SmtpSink } from "../../support/smtp-sink";

export interface SinkChanges {
  refuseRecipient?: (address: string) => boolean;
}

/**
 * The SMTP sink of one `useApi` fixture, on one port for the app's whole life:
 * a test may stop it (a mail server outage) or start it again refusing some
 * recipients; the next test gets a plain one, with nothing received.
 */
export function restartableSink() {
  let sink: SmtpSink | undefined;
  let open = false;
  let changed = false;

  const current = (): SmtpSink => {
    if (!sink) throw new Error("no SMTP sink: useApi({ mail: true })");
    return sink;
  };
  const port = () => Number(new URL(current().url).port);
  const close = async () => {
    if (open) await current().close();
    open = false;
  };
  const start = async (changes: SinkChanges = {}) => {
    sink = await startSmtpSink({ ...(sink ? { port: port() } : {}), ...changes });
    open = true;
    return sink;
  };

  return {
    current,
    start,
    close,
    async stop() {
      await close();
      changed = true;
    },
    async restart(changes: SinkChanges = {}) {
      await close();
      changed = true;
      return start(changes);
    },
    /** Before each test: a plain sink again, nothing received. */
    async reset() {
      if (changed) {
        await close();
        await start();
        changed = false;
      }
      current().received.splice(0);
    },
  };
}
