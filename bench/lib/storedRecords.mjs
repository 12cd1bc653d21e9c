// What the telemetry benches read back from the server's database (opened read-only beside the server).

/** Records of a type stored so far, and a wait until `expected` of them are (30 s at most, unless told). */
export function createStoredCounter(db) {
  const countType = db.prepare('select count(*) n from telemetry_records where type = ?');
  const count = (type) => countType.get(type).n;
  const waitForStored = async (type, expected, timeoutMs = 30000) => {
    const deadline = Date.now() + timeoutMs;
    while (count(type) < expected) {
      if (Date.now() > deadline) throw new Error(`only ${count(type)} of ${expected} records of ${type} stored`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { count, waitForStored };
}
