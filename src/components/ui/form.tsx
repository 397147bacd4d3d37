/**
 * The form around a calculator's fields: `method="dialog"` so a press of Enter or Calculate
 * before the script has loaded never sends the entries to a server in the address, no browser
 * validation (the machine gives the hints), and a submit that only tells the machine.
 */
import type { ComponentPropsWithoutRef } from "react";

export interface MachineFormProps extends Omit<ComponentPropsWithoutRef<"form">, "method" | "onSubmit"> {
  /** Called on submit (Enter in a field, or the submit button), the browser's default prevented. */
  readonly onSubmitted: () => void;
}

export function MachineForm({ onSubmitted, ...props }: MachineFormProps) {
  return (
    <form
      method="dialog"
      noValidate
      {...props}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmitted();
      }}
    />
  );
}
