// The part of autocannon's programmatic API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface RequestOptions {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Changes the request before it is sent; `context` is the connection's own object. */
    setupRequest?: (request: RequestOptions, context: Record<string, unknown>) => RequestOptions;
  }

  interface Options {
    url: string;
    /** Sent in turn by every connection, instead of GET url. */
    requests?: RequestOptions[];
    connections?: number;
    pipelining?: number;
    duration?: number;
    /** Stops after this many requests instead of after `duration`. */
    amount?: number;
    headers?: Record<string, string>;
    title?: string;
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  }

  interface Result {
    title?: string;
    url: string;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { Options, RequestOptions, Result };
}
