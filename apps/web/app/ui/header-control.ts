/** The look of the header's icon controls (account, basket): 44 px to tap, a shade on hover. */
export const headerControlClass =
  "relative flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-semibold hover:bg-black/10";
