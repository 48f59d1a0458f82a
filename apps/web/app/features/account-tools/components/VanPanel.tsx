import type { Vehicle } from "@merchant/contract";
import { VAN_PANEL_TYPING_INTERVAL_MS, vehicleLabel } from "@merchant/domain/van";
import { useEffect, useId, useState } from "react";
import { ApiError } from "~/lib/api.ts";
import { Button } from "~/ui/Button.tsx";
import { Field } from "~/ui/Field.tsx";
import { SelectField } from "~/ui/SelectField.tsx";
import { findVehicles, setReplenishment } from "../api.ts";
import { AddVehicleDialog } from "./AddVehicleDialog.tsx";
import { REPLENISHMENT_OPTIONS } from "./replenishment.ts";

/**
 * spec/3 §4 Van panel: a registration typed is looked up 1500 ms after the last key; choosing a
 * suggestion sets the vehicle; an empty registration is 'No Vehicle Set'; a registration the
 * account has no vehicle for opens the add-vehicle dialog. The chosen vehicle's replenishment
 * type can be changed (spec/3 §7 /van/updatevehicle).
 */
export function VanPanel() {
  const [registration, setRegistration] = useState("");
  const [suggestions, setSuggestions] = useState<Vehicle[]>([]);
  const [vehicle, setVehicle] = useState<Vehicle | null>(null);
  const [unknown, setUnknown] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const listId = useId();

  useEffect(() => {
    const typed = registration.trim();
    if (typed === "" || typed === vehicle?.registration) return;
    const timer = setTimeout(() => {
      findVehicles(typed).then(
        ({ vehicles }) => {
          setFailure(null);
          setSuggestions(vehicles);
          if (vehicles.length === 0) setUnknown(typed);
        },
        (error: unknown) => setFailure(error instanceof ApiError ? error.message : "Please try again."),
      );
    }, VAN_PANEL_TYPING_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [registration, vehicle?.registration]);

  const choose = (chosen: Vehicle) => {
    setVehicle(chosen);
    setRegistration(chosen.registration);
    setSuggestions([]);
  };

  return (
    <section aria-labelledby="van-panel-heading" className="mt-6 flex max-w-xl flex-col gap-4">
      <h2 id="van-panel-heading" className="text-xl font-bold">
        Vans
      </h2>
      <Field
        label="Vehicle registration"
        hint="Type a registration to find one of your vans, or to add a new one."
        value={registration}
        autoComplete="off"
        aria-controls={suggestions.length > 0 ? listId : undefined}
        onChange={(event) => {
          setRegistration(event.target.value);
          // spec/3 §4: an empty registration clears the vehicle to 'No Vehicle Set'.
          if (event.target.value.trim() === "") {
            setVehicle(null);
            setSuggestions([]);
          }
        }}
      />
      {suggestions.length > 0 && (
        <ul id={listId} aria-label="Vehicles found" className="flex flex-col gap-1">
          {suggestions.map((found) => (
            <li key={found.id}>
              <Button variant="secondary" className="w-full justify-start" onClick={() => choose(found)}>
                {found.registration} · {found.description}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <p role="alert" className="font-semibold text-red-700">
          {failure}
        </p>
      )}
      <p aria-live="polite">
        Vehicle: <strong data-testid="vehicle-label">{vehicleLabel(vehicle?.registration)}</strong>
      </p>
      {vehicle ? <VehicleReplenishment key={vehicle.id} vehicle={vehicle} onChanged={setVehicle} /> : null}
      <AddVehicleDialog
        registration={unknown}
        onClose={() => setUnknown(null)}
        onAdded={(added) => {
          setUnknown(null);
          choose(added);
        }}
      />
    </section>
  );
}

function VehicleReplenishment({
  vehicle,
  onChanged,
}: {
  vehicle: Vehicle;
  onChanged: (vehicle: Vehicle) => void;
}) {
  const [replenishment, setChoice] = useState(vehicle.replenishment);
  const [said, setSaid] = useState<string | null>(null);
  const save = async () => {
    try {
      const { vehicle: changed } = await setReplenishment(vehicle.id, replenishment);
      onChanged(changed);
      setSaid(`Replenishment for ${changed.registration} is now ${changed.replenishment}.`);
    } catch (error) {
      setSaid(error instanceof ApiError ? error.message : "Please try again.");
    }
  };
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line p-4">
      <p>{vehicle.description}</p>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          id={`replenishment-${vehicle.id}`}
          label="Replenishment"
          options={REPLENISHMENT_OPTIONS}
          value={replenishment}
          onChange={(event) => setChoice(event.target.value as Vehicle["replenishment"])}
        />
        <Button onClick={save} disabled={replenishment === vehicle.replenishment}>
          Save replenishment
        </Button>
      </div>
      <p role="status">{said}</p>
    </div>
  );
}
