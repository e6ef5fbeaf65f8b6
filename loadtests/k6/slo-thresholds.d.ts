export interface Slo {
  latency: { seconds: number; objective: number };
  serverErrorRatio: number;
}
export declare const sloThresholds: (slo: Slo) => Record<'http_req_duration' | 'server_errors', string[]>;
