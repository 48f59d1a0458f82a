/** See build.mjs. */
export function bundleServer(main: string, outdir: string): Promise<void>;
