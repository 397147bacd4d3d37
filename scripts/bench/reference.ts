/**
 * Issue 14's reference figures, measured side by side before this work (Lighthouse 12.8 mobile
 * preset, simulated throttling, every site served by the same static server with gzip, median of
 * 3). The peers are other sites: nothing is fetched from here, so their figures are printed as
 * they were measured, for comparison with this run.
 */
export const PEER_REFERENCE: { site: string; perf: number; fcp: string; lcp: string; tbt: string; js: string }[] = [
  { site: "this project `/` (before issue 14)", perf: 90, fcp: "0.82 s", lcp: "1.92 s", tbt: "302 ms", js: "168.6 kB" },
  {
    site: "this project `/20-mg-to-ml` (before issue 14)",
    perf: 87,
    fcp: "0.69 s",
    lcp: "1.95 s",
    tbt: "491 ms",
    js: "167.7 kB",
  },
  {
    site: "this project `/molarity-calculator` (before issue 14)",
    perf: 92,
    fcp: "0.71 s",
    lcp: "2.06 s",
    tbt: "311 ms",
    js: "158.2 kB",
  },
  {
    site: "closest peer (Vite, React 19, React Router 7, client-rendered) `/`",
    perf: 98,
    fcp: "1.75 s",
    lcp: "1.75 s",
    tbt: "125 ms",
    js: "109.3 kB",
  },
  {
    site: "lightest peer (Vite, React 18, client-rendered) `/`",
    perf: 100,
    fcp: "1.49 s",
    lcp: "1.49 s",
    tbt: "6 ms",
    js: "59.4 kB",
  },
];
export const PEER_HEADER = ["Site and route", "Perf", "FCP", "LCP", "TBT", "JS transferred"];
export const peerRows = () => PEER_REFERENCE.map((p) => [p.site, String(p.perf), p.fcp, p.lcp, p.tbt, p.js]);
