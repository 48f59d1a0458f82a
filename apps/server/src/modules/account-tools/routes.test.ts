/**
 * The van management panel's API (issue 19; spec/3 §4 Van panel, §7 /van/getvehicle, /van/create,
 * /van/updatevehicle; decision 151): the active trade account's vehicles found by the start of a
 * registration however typed, added, and their replenishment type changed; bad input and another
 * account's vehicle change nothing.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REGISTRATION_TAKEN } from "@merchant/domain/van";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { tradeUsersOn } from "../../../test/trade-users.ts";
import { DEMO_USERS } from "../demo/seed/users.ts";
import { VEHICLES_TRADE_ONLY } from "./routes.ts";

const VEHICLES = "/api/account/vehicles";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
});
afterAll(() => app.close());

const [, alex, pat] = DEMO_USERS;
const { signedIn, switchTo, visitor } = tradeUsersOn(() => app, "10.19.1");

type Row = { accNumber: string; registration: string; description: string; replenishment: string };
const vanRows = () =>
  app.database
    .rows<Row>(sql`select a.acc_number as "accNumber", v.registration, v.description, v.replenishment
    from vans v join trade_accounts a on a.id = v.account_id order by v.id`);

describe("GET /api/account/vehicles (spec/3 §7 /van/getvehicle)", () => {
  it("finds the active account's vehicles by the start of a registration, in any case and spacing", async () => {
    const sam = await signedIn();
    const found = await sam.get(`${VEHICLES}?reg=${encodeURIComponent("ca 2")}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({
      vehicles: [
        {
          id: expect.any(Number),
          registration: "CA21 RTR",
          description: "Ford Transit",
          replenishment: "automatic",
        },
      ],
    });
    const all = (await sam.get(VEHICLES))
      .json()
      .vehicles.map((v: { registration: string }) => v.registration);
    expect(all).toEqual(["CA18 VAN", "CA21 RTR"]);
  });

  it("finds nothing of another account's: Pat's van and the van app's are not Sam's", async () => {
    const sam = await signedIn();
    for (const reg of ["HG20", "VN24BLD"])
      expect((await sam.get(`${VEHICLES}?reg=${reg}`)).json()).toEqual({ vehicles: [] });
  });

  it("refuses a registration longer than any with a 400 naming reg", async () => {
    const response = await (await signedIn()).get(`${VEHICLES}?reg=ABCDEFGHIJKLMNOP`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty("reg");
  });
});

describe("POST /api/account/vehicles (spec/3 §7 /van/create)", () => {
  it("adds a vehicle to the active account with its registration tidied (201), found by it afterwards", async () => {
    const sam = await signedIn();
    const added = await sam.send("POST", VEHICLES, {
      registration: " ab12  cde ",
      description: "Iveco Daily",
      replenishment: "manual",
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().vehicle).toEqual({
      id: expect.any(Number),
      registration: "AB12 CDE",
      description: "Iveco Daily",
      replenishment: "manual",
    });
    expect((await sam.get(`${VEHICLES}?reg=AB12CDE`)).json().vehicles).toEqual([added.json().vehicle]);
    expect((await vanRows()).filter((row) => row.registration === "AB12 CDE")).toEqual([
      { accNumber: "CAR1001", registration: "AB12 CDE", description: "Iveco Daily", replenishment: "manual" },
    ]);
  });

  it("refuses a registration a vehicle of any account already has with a 409 naming it, and writes nothing", async () => {
    const sam = await signedIn();
    const before = await vanRows();
    for (const registration of ["vn24bld", "CA21 RTR"]) {
      const response = await sam.send("POST", VEHICLES, {
        registration,
        description: "Van",
        replenishment: "automatic",
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        message: REGISTRATION_TAKEN,
        fields: { registration: REGISTRATION_TAKEN },
      });
    }
    expect(await vanRows()).toEqual(before);
  });

  it.each([
    ["no registration", { description: "Van", replenishment: "manual" }, "registration"],
    [
      "a one-letter registration",
      { registration: "A", description: "Van", replenishment: "manual" },
      "registration",
    ],
    ["no description", { registration: "ZZ11 ZZZ", replenishment: "manual" }, "description"],
    [
      "a blank description",
      { registration: "ZZ11 ZZZ", description: "  ", replenishment: "manual" },
      "description",
    ],
    ["replenishment 2", { registration: "ZZ11 ZZZ", description: "Van", replenishment: 2 }, "replenishment"],
    [
      "an unknown field",
      { registration: "ZZ11 ZZZ", description: "Van", replenishment: "manual", accountId: 1 },
      "",
    ],
  ])("refuses %s with a 400 naming the field, and writes nothing", async (_, body, field) => {
    const before = await vanRows();
    const response = await (await signedIn()).send("POST", VEHICLES, body);
    expect(response.statusCode).toBe(400);
    if (field) expect(response.json().error.fields).toHaveProperty(field);
    expect(await vanRows()).toEqual(before);
  });
});

describe("PATCH /api/account/vehicles/{vehicleId} (spec/3 §7 /van/updatevehicle)", () => {
  it("changes a vehicle's replenishment type", async () => {
    const sam = await signedIn();
    const [vehicle] = (await sam.get(`${VEHICLES}?reg=CA18`)).json().vehicles;
    const changed = await sam.send("PATCH", `${VEHICLES}/${vehicle.id}`, { replenishment: "automatic" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().vehicle).toEqual({ ...vehicle, replenishment: "automatic" });
    expect((await sam.get(`${VEHICLES}?reg=CA18`)).json().vehicles[0].replenishment).toBe("automatic");
  });

  it("refuses a replenishment type that is neither with a 400 naming it", async () => {
    const sam = await signedIn();
    const [vehicle] = (await sam.get(`${VEHICLES}?reg=CA21`)).json().vehicles;
    const response = await sam.send("PATCH", `${VEHICLES}/${vehicle.id}`, { replenishment: "sometimes" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty("replenishment");
    expect((await sam.get(`${VEHICLES}?reg=CA21`)).json().vehicles[0]).toEqual(vehicle);
  });
});

describe("who may see and change vehicles", () => {
  it("answers another account's vehicle as one that does not exist (404), changing nothing", async () => {
    const [pats] = (await (await signedIn(pat!)).get(VEHICLES)).json().vehicles;
    const before = await vanRows();
    const response = await (
      await signedIn()
    ).send("PATCH", `${VEHICLES}/${pats.id}`, { replenishment: "automatic" });
    expect(response.statusCode).toBe(404);
    expect(await vanRows()).toEqual(before);
  });

  it("shows a user who switches account only the active account's vehicles", async () => {
    const sam = await signedIn();
    await switchTo(sam, "CAR3001");
    expect((await sam.get(VEHICLES)).json()).toEqual({ vehicles: [] });
  });

  it("answers a visitor 401 and a user without a trade account 403, writing nothing", async () => {
    const before = await vanRows();
    const body = { registration: "QQ11 QQQ", description: "Van", replenishment: "manual" };
    expect((await visitor().get(VEHICLES)).statusCode).toBe(401);
    expect((await visitor().send("POST", VEHICLES, body)).statusCode).toBe(401);
    const consumer = await signedIn(alex!);
    const refused = await consumer.send("POST", VEHICLES, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(VEHICLES_TRADE_ONLY);
    expect(await vanRows()).toEqual(before);
  });
});
