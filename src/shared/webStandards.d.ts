// The web-standard globals that browsers, workers and Node all provide, declared for src/shared's own
// type-check (lib ES2023 only, no DOM, no Node) with just the members its rules use. Elsewhere the DOM,
// WebWorker or Node libraries declare them in full; this file is not part of those programs.

declare class URLSearchParams {
  constructor(init?: string | Record<string, string> | Iterable<[string, string]>);
  append(name: string, value: string): void;
  delete(name: string): void;
  get(name: string): string | null;
  has(name: string): boolean;
  set(name: string, value: string): void;
  toString(): string;
}

declare class URL {
  constructor(url: string, base?: string | URL);
  readonly hash: string;
  readonly host: string;
  readonly hostname: string;
  readonly href: string;
  readonly origin: string;
  readonly pathname: string;
  readonly protocol: string;
  readonly search: string;
  readonly searchParams: URLSearchParams;
}

declare function btoa(data: string): string;
declare function atob(data: string): string;

declare class AbortSignal {
  readonly aborted: boolean;
}
