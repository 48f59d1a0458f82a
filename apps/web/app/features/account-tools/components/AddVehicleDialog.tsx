import type { Vehicle } from "@merchant/contract";
import {
  MESSAGE_POPUP_CLOSE_MS,
  VEHICLE_ADDED,
  VEHICLE_ADDED_TITLE,
  VEHICLE_NOT_FOUND,
} from "@merchant/domain/van";
import { useState, type FormEvent } from "react";
import { ApiError } from "~/lib/api.ts";
import { Button } from "~/ui/Button.tsx";
import { Dialog } from "~/ui/Dialog.tsx";
import { Field } from "~/ui/Field.tsx";
import { SelectField } from "~/ui/SelectField.tsx";
import { addVehicle } from "../api.ts";
import { REPLENISHMENT_OPTIONS } from "./replenishment.ts";

type Props = {
  /** The registration nothing was found for: the dialog is open while it is set. */
  registration: string | null;
  onClose: () => void;
  onAdded: (vehicle: Vehicle) => void;
};

/**
 * spec/3 §8 Vehicle not found (web): the dialog asking for the new vehicle's registration,
 * description and replenishment type (spec/3 §7 /van/create); then 'Vehicle Added'.
 */
export function AddVehicleDialog({ registration, onClose, onAdded }: Props) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [added, setAdded] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      const { vehicle } = await addVehicle({
        registration: String(form.get("registration")),
        description: String(form.get("description")),
        replenishment: form.get("replenishment") === "manual" ? "manual" : "automatic",
      });
      setErrors({});
      onAdded(vehicle);
      setAdded(true);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors(Object.keys(error.fields).length > 0 ? { ...error.fields } : { registration: error.message });
    }
  };

  return (
    <>
      <Dialog
        open={registration !== null}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title="Add a vehicle"
        description={VEHICLE_NOT_FOUND}
      >
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <Field
            label="Registration"
            name="registration"
            defaultValue={registration ?? ""}
            required
            error={errors.registration}
          />
          <Field label="Description" name="description" required error={errors.description} data-autofocus />
          <SelectField
            id="new-vehicle-replenishment"
            name="replenishment"
            label="Replenishment"
            options={REPLENISHMENT_OPTIONS}
          />
          <Button type="submit">Add vehicle</Button>
        </form>
      </Dialog>
      <Dialog
        open={added}
        onOpenChange={setAdded}
        title={VEHICLE_ADDED_TITLE}
        description={VEHICLE_ADDED}
        autoCloseMs={MESSAGE_POPUP_CLOSE_MS}
      >
        <Button onClick={() => setAdded(false)}>OK</Button>
      </Dialog>
    </>
  );
}
