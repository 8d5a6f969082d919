import { describe, expect, it } from "vitest";
import { newLead } from "@tests/support/lead-fixtures";
import { freshStores, storeBackends } from "@tests/support/store-backends";

/** Finding a person to join by name, e-mail address or phone number, on both stores. */
const { backends } = storeBackends("find_people");

describe.each(backends)("finding people on %s", (_name, backend) => {
  const { store } = freshStores(backend);

  it("finds a person by part of a name or address, or by the phone written another way", async () => {
    const ali = await store().storeLead(
      newLead({}, { name: "Ali Raza", email: "Ali.Raza@Example.com", phone: "0300 1234567" }),
    );
    await store().storeLead(newLead({}, { name: "Ali Raza", email: "ali.raza@example.com" }));
    const sana = await store().storeLead(
      newLead({}, { name: "Sana 100%_Khan", email: "sana@example.org" }),
    );
    const { personId: aliPerson } = (await store().getLead(ali.id)) ?? {};
    const { personId: sanaPerson } = (await store().getLead(sana.id)) ?? {};
    // One person for Ali's two leads, named as the newest names them.
    expect(await store().findPeople("raza", 8)).toEqual([
      { id: aliPerson, name: "Ali Raza", email: "ali.raza@example.com", phone: null },
    ]);
    expect((await store().findPeople("ALI.RAZA@", 8)).map(({ id }) => id)).toEqual([aliPerson]);
    expect((await store().findPeople("+92 300 1234567", 8)).map(({ id }) => id)).toEqual([
      aliPerson,
    ]);
    // % and _ are letters here, not wildcards.
    expect((await store().findPeople("100%_", 8)).map(({ id }) => id)).toEqual([sanaPerson]);
    expect(await store().findPeople("1%", 8)).toEqual([]);
    expect(await store().findPeople("nobody", 8)).toEqual([]);
    expect(await store().findPeople("example", 1)).toHaveLength(1);
  });
});
