/** The built-in prototypes a polluting request would reach through `__proto__` or `constructor.prototype`. */
const prototypes = {
  Object: Object.prototype,
  Array: Array.prototype,
  Function: Function.prototype,
  String: String.prototype,
};

export type PrototypeSnapshot = Record<string, string[]>;

export function snapshotPrototypes(): PrototypeSnapshot {
  return Object.fromEntries(
    Object.entries(prototypes).map(([name, proto]) => [name, Reflect.ownKeys(proto).map(String)]),
  );
}

/** Keys that appeared on a built-in prototype since the snapshot, as "Object.polluted". */
export function newPrototypeKeys(before: PrototypeSnapshot): string[] {
  const after = snapshotPrototypes();
  return Object.keys(prototypes).flatMap((name) =>
    after[name]!.filter((key) => !before[name]!.includes(key)).map((key) => `${name}.${key}`),
  );
}
