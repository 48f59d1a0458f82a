/**
 * How a module builds its service: once per open database, shared by its routes and by the
 * modules that use it through its public surface (`modules/<name>/index.ts`), so they share one
 * set of caches. Called with anything that holds the database and the configuration: the app.
 */
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";

export type ServiceHost = { database: Database; config: Config };

export function perDatabase<T>(build: (host: ServiceHost) => T): (host: ServiceHost) => T {
  const built = new WeakMap<Database, T>();
  return (host) => {
    let service = built.get(host.database);
    if (service === undefined) {
      service = build(host);
      built.set(host.database, service);
    }
    return service;
  };
}
