/**
 * The address popup's behaviour (spec/1 §2, §3, §5, §8): a postcode of more than 2 characters is
 * looked up, a shorter one is cleared and the placeholder asks for the 'Full Postcode'; a list of
 * several addresses is offered to choose from (LookupStatus "fetch" until one is chosen); one
 * address, or the one chosen, fills the fields; a failure shows the helper's words ('unexpected
 * response', 'invalid postcode', 'address matching failed') for 5 s before fading. Typing in a
 * field makes the address the shopper's own again (LookupStatus ""). An answer overtaken by a
 * newer question is dropped.
 *
 * With a house number or name given beside the postcode, the lookup is spec/1 §3's third state
 * (LookupStatus "lookup", LookupNumber and LookupPostcode): only the postcode's addresses that hold
 * the house are answered; one fills the fields, several are offered as the list, none is 'address
 * matching failed'. While in that state the house and postcode are what the form sends: changing
 * either empties the lines found for the old ones (the server finds the address again from them).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { AddressChoice } from "@merchant/contract";
import {
  ADDRESS_LOOKUP_FAILURES,
  addressChoiceLabel,
  readAddressLookupReply,
  type LookupAddress,
} from "@merchant/domain/address";
import { normalisePostcode, postcodeLookupStep } from "@merchant/domain/branches";
import { ApiError } from "~/lib/api.ts";
import type { AddressFieldName, AddressValues } from "~/ui/address.ts";
import { lookUpAddresses, populateAddress } from "./api.ts";
import { useLookupError } from "./use-lookup-error.ts";

/** The lines a house found fills, emptied when the house or its postcode changes (the PostCode line stays). */
const FOUND_LINES_CLEARED = { Address1: "", Address2: "", Town: "", County: "", LookupFetch: "" } as const;

/** What the postcode box suggests before anything has been looked up. */
export const POSTCODE_EXAMPLE = "e.g. IP1 1AA";

/** A refusal or no answer, as the helper of spec/1 §8 words it. */
function failureOf(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return ADDRESS_LOOKUP_FAILURES.matchingFailed;
  if (error instanceof ApiError && error.status === 400 && "postcode" in error.fields) {
    return ADDRESS_LOOKUP_FAILURES.invalidPostcode;
  }
  return ADDRESS_LOOKUP_FAILURES.unexpected;
}

const labelOf = (address: LookupAddress) =>
  addressChoiceLabel({ line1: address.InternalLine1, line2: address.InternalLine2, city: address.City });

type Options = {
  values: AddressValues;
  onChange: (values: AddressValues) => void;
  /** Where focus goes after a postcode too short to look up, and when the shopper chooses to type the address. */
  focus: { postcode: () => void; firstLine: () => void };
};

export function useAddressLookup({ values, onChange, focus }: Options) {
  const typed = values.LookupPostcode;
  const house = values.LookupNumber;
  const [placeholder, setPlaceholder] = useState(POSTCODE_EXAMPLE);
  const [choices, setChoices] = useState<AddressChoice[]>([]);
  const [busy, setBusy] = useState<"lookup" | "populate" | null>(null);
  const [status, setStatus] = useState("");
  const { text: errorText, fading: errorFading, show: showError, clear: clearError } = useLookupError();

  // Answers arrive later: they change the newest values, not the ones of the render that asked.
  const latest = useRef(values);
  const focusRef = useRef(focus);
  useEffect(() => {
    latest.current = values;
    focusRef.current = focus;
  });
  const change = useCallback(
    (next: Partial<AddressValues>) => {
      latest.current = { ...latest.current, ...next };
      onChange(latest.current);
    },
    [onChange],
  );
  const question = useRef(0);

  const fill = useCallback(
    (address: LookupAddress, key: string, postcode: string, how: "fetch" | "lookup" = "fetch") => {
      change({
        Address1: address.InternalLine1,
        Address2: address.InternalLine2,
        Town: address.City,
        County: address.Province,
        PostCode: address.PostCode ?? postcode,
        LookupStatus: how,
        LookupFetch: key,
      });
      setStatus(`Address filled in: ${labelOf(address)}.`);
    },
    [change],
  );

  /** Fills the fields with the address a key stands for (a choice from the list, or a single reply's key). */
  const populate = useCallback(
    async (key: string, postcode: string, asked: number, how: "fetch" | "lookup" = "fetch") => {
      setBusy("populate");
      try {
        const read = readAddressLookupReply(await populateAddress(key));
        if (asked !== question.current) return;
        if (read.ok && read.value.kind === "fill") return fill(read.value.address, key, postcode, how);
        change({ LookupFetch: "" });
        showError(read.ok ? ADDRESS_LOOKUP_FAILURES.unexpected : read.message);
      } catch (failure) {
        if (asked !== question.current) return;
        change({ LookupFetch: "" });
        showError(failureOf(failure));
      } finally {
        if (asked === question.current) setBusy(null);
      }
    },
    [change, showError, fill],
  );

  const find = useCallback(async () => {
    const step = postcodeLookupStep(typed);
    if (!step.lookup) {
      change({ LookupPostcode: step.value });
      setPlaceholder(step.placeholder);
      focusRef.current.postcode();
      return;
    }
    const postcode = normalisePostcode(step.postcode) ?? step.postcode.toUpperCase();
    const houseTyped = house.trim();
    // spec/1 §3 lookup mode: the house at the postcode; the lines are what it finds, nothing else.
    const how = houseTyped === "" ? "fetch" : "lookup";
    const asked = ++question.current;
    setBusy("lookup");
    setChoices([]);
    setStatus("");
    clearError();
    if (how === "lookup") {
      change({
        ...FOUND_LINES_CLEARED,
        PostCode: postcode,
        LookupStatus: "lookup",
        LookupNumber: houseTyped,
        LookupPostcode: postcode,
      });
    }
    try {
      const read = readAddressLookupReply(
        await (how === "lookup"
          ? lookUpAddresses(step.postcode, houseTyped)
          : lookUpAddresses(step.postcode)),
      );
      if (asked !== question.current) return;
      if (!read.ok) return showError(read.message);
      const outcome = read.value;
      if (outcome.kind === "choose") {
        setChoices(outcome.choices);
        change({ LookupStatus: "fetch", LookupFetch: "" });
        setStatus(
          how === "lookup"
            ? `${outcome.choices.length} addresses at ${postcode} match ${houseTyped}. Choose yours from the list.`
            : `${outcome.choices.length} addresses found for ${postcode}. Choose yours from the list.`,
        );
      } else if (outcome.kind === "fill") {
        fill(outcome.address, outcome.key ?? "", postcode, how);
      } else {
        await populate(outcome.key, postcode, asked, how);
      }
    } catch (failure) {
      if (asked === question.current) showError(failureOf(failure));
    } finally {
      if (asked === question.current) setBusy((now) => (now === "lookup" ? null : now));
    }
  }, [typed, house, change, showError, clearError, fill, populate]);

  const choose = useCallback(
    (key: string) => {
      const asked = ++question.current;
      clearError();
      change({ LookupStatus: "fetch", LookupFetch: key });
      if (key === "") return;
      const postcode = normalisePostcode(typed) ?? typed.trim().toUpperCase();
      void populate(key, postcode, asked);
    },
    [change, clearError, populate, typed],
  );

  /** The manual-entry path: no list, the fields are the shopper's to type. */
  const enterByHand = useCallback(() => {
    ++question.current;
    setBusy(null);
    setChoices([]);
    setStatus("");
    change({ LookupStatus: "", LookupFetch: "" });
    focusRef.current.firstLine();
  }, [change]);

  const edit = useCallback(
    (field: AddressFieldName, value: string) => change({ [field]: value, LookupStatus: "", LookupFetch: "" }),
    [change],
  );

  /**
   * The postcode or the house typed. In lookup mode they are what the form sends, so the lines
   * found for the old ones go (and an answer still on its way is dropped).
   */
  const retype = useCallback(
    (field: "LookupPostcode" | "LookupNumber", value: string) => {
      if (latest.current.LookupStatus !== "lookup") return change({ [field]: value });
      ++question.current;
      setBusy(null);
      setChoices([]);
      setStatus("");
      change({ [field]: value, ...FOUND_LINES_CLEARED });
    },
    [change],
  );
  const setTyped = useCallback((value: string) => retype("LookupPostcode", value), [retype]);
  const setHouse = useCallback((value: string) => retype("LookupNumber", value), [retype]);

  return {
    typed,
    setTyped,
    house,
    setHouse,
    placeholder,
    choices,
    busy,
    status,
    error: errorText,
    errorFading,
    find,
    choose,
    enterByHand,
    edit,
  };
}
