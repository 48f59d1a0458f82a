import { useRef, useState, type FormEvent } from "react";
import {
  checkBranchRequest,
  OUT_OF_RADIUS_POPUP_TITLE,
  type BranchRequestFields,
} from "@merchant/domain/branches";
import { orderSentToBranchMessage } from "@merchant/domain/quotes";
import { ApiError } from "~/lib/api.ts";
import { Button } from "~/ui/Button.tsx";
import { Dialog } from "~/ui/Dialog.tsx";
import { Field } from "~/ui/Field.tsx";
import { sendBranchRequest } from "../api.ts";
import { useFulfilment, useShownProduct } from "../fulfilment-context.tsx";
import { messageNotice } from "../notices.ts";

type FieldName = keyof BranchRequestFields;
type Errors = Partial<Record<FieldName, string>>;

const FIELDS: readonly { name: FieldName; label: string; autoComplete: string; type?: string }[] = [
  { name: "fname", label: "First name", autoComplete: "given-name" },
  { name: "lname", label: "Last name", autoComplete: "family-name" },
  { name: "email", label: "Email address", autoComplete: "email", type: "email" },
  { name: "address1", label: "Address line 1", autoComplete: "address-line1" },
  { name: "city", label: "Town or city", autoComplete: "address-level2" },
  { name: "county", label: "County (optional)", autoComplete: "address-level1" },
  { name: "postcode", label: "Postcode", autoComplete: "postal-code" },
];

const SENT_TITLE = "Details sent";
const SEND_FAILED_MESSAGE = "Sorry, your details could not be sent just now. Please try again.";

function readFields(form: HTMLFormElement): BranchRequestFields {
  const data = new FormData(form);
  const value = (name: FieldName) => String(data.get(name) ?? "");
  return {
    fname: value("fname"),
    lname: value("lname"),
    email: value("email"),
    postcode: value("postcode"),
    address1: value("address1"),
    city: value("city"),
    county: value("county"),
  };
}

/**
 * 'Please Provide Your Details' (spec/2 §2, §3, §5): outside every delivery radius, the shopper's
 * details go to the nearest branch by email. The domain checks each field first; the server's
 * per-field errors (a 400 with `error.fields`) show under the same fields.
 */
export function BranchRequestDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { state, showNotice } = useFulfilment();
  const productId = useShownProduct();
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field.name]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first.name}"]`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const fields = readFields(event.currentTarget);
    const found = checkBranchRequest(fields);
    setFailure(null);
    if (Object.keys(found).length > 0) return showErrors(found);
    setSending(true);
    try {
      const { branch } = await sendBranchRequest({ ...fields, ...(productId ? { productId } : {}) });
      setErrors({});
      onOpenChange(false);
      showNotice(messageNotice(SENT_TITLE, orderSentToBranchMessage(branch.name)));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) showErrors(error.fields);
      else setFailure(error instanceof ApiError && error.status < 500 ? error.message : SEND_FAILED_MESSAGE);
    } finally {
      setSending(false);
    }
  };

  const postcode = state.deliveryPostcode ?? "Your postcode";
  const branch = state.deliveryBranch?.fullName ?? "our nearest branch";
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={OUT_OF_RADIUS_POPUP_TITLE}
      description={`${postcode} is outside our delivery area. Send us your details and ${branch} will email you about your order.`}
      size="wide"
    >
      <form
        ref={formRef}
        onSubmit={(event) => void submit(event)}
        noValidate
        className="grid gap-3 sm:grid-cols-2"
      >
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            name={field.name}
            label={field.label}
            type={field.type ?? "text"}
            autoComplete={field.autoComplete}
            defaultValue={field.name === "postcode" ? (state.deliveryPostcode ?? "") : undefined}
            error={errors[field.name]}
          />
        ))}
        {failure && (
          <p role="alert" className="font-semibold text-red-700 sm:col-span-2">
            {failure}
          </p>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" aria-disabled={sending}>
            Send my details
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
