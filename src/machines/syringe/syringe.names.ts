/**
 * The syringe's control names, in a module of their own: the syringe chooser's view reads them
 * without loading the controls table's imports (the syringe page's preset and the conversion,
 * issue 33). src/machines/syringe/syringe.controls.ts uses the same names.
 */
export const SYRINGE_CONTROLS = { syringe: "Syringe", amount: "Amount (mg)" } as const;
