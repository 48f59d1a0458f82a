import pino from "pino";
import { describe, expect, it } from "vitest";
import { RequestLog } from "./request-log.ts";

function logger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const parent = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) });
  let children = 0;
  const child = parent.child.bind(parent);
  parent.child = ((...args: Parameters<typeof child>) => {
    children += 1;
    return child(...args);
  }) as typeof parent.child;
  return { parent, lines, children: () => children };
}

describe("a request's logger", () => {
  it("writes a line with the request's id at an enabled level", () => {
    const { parent, lines } = logger("info");
    const log = new RequestLog(parent, { reqId: "r-1" }, {});
    log.info({ status: 200 }, "GET / 200");
    log.debug("not written");
    expect(lines).toEqual([
      expect.objectContaining({ reqId: "r-1", status: 200, msg: "GET / 200", level: 30 }),
    ]);
  });

  it("makes no child logger while nothing is written", () => {
    const { parent, lines, children } = logger("warn");
    const log = new RequestLog(parent, { reqId: "r-2" }, {});
    log.info("below the level");
    expect(log.isLevelEnabled("info")).toBe(false);
    expect(log.isLevelEnabled("error")).toBe(true);
    expect(children()).toBe(0);
    log.error("written");
    expect(children()).toBe(1);
    expect(lines).toEqual([expect.objectContaining({ reqId: "r-2", msg: "written" })]);
  });

  it("follows a route's own level over the server's", () => {
    const { parent, lines } = logger("info");
    const log = new RequestLog(parent, { reqId: "r-3" }, { level: "warn" });
    log.info("a picture served");
    log.warn("a picture missing");
    expect(log.level).toBe("warn");
    expect(lines.map((line) => line.msg)).toEqual(["a picture missing"]);
  });

  it("writes nothing at level silent", () => {
    const { parent, lines, children } = logger("silent");
    const log = new RequestLog(parent, { reqId: "r-4" }, {});
    log.fatal("nothing");
    expect(lines).toEqual([]);
    expect(children()).toBe(0);
  });
});
