// The part of autocannon 8's API the bench uses (the package ships no types).
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request) => Request;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
  }
  export interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  export interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    '2xx': number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
