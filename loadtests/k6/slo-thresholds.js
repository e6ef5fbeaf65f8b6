// The k6 thresholds that hold a run to the academy's SLOs, from deploy/monitoring/slo.json, the numbers the alert
// rules use too (deploy/test/slo.test.ts checks both). Plain JavaScript with no k6 import, so Node can check it.

/** `slo`: the parsed slo.json. Live-update streams are not requested by the journeys, so every request counts. */
export const sloThresholds = (slo) => ({
  // The latency SLO: `objective` of the requests within `seconds` (99 % within 500 ms).
  http_req_duration: [`p(${slo.latency.objective * 100})<${slo.latency.seconds * 1000}`],
  // The error-ratio alert's line: 5xx replies (the `server_errors` rate the script records).
  server_errors: [`rate<${slo.serverErrorRatio}`],
});
