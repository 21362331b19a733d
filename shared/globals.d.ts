/**
 * The few globals that both of shared/'s homes have, the phone's browser and Node 20 alike
 * (shared/ sees neither's full set: tsconfig.json). Declared as narrowly as they are used.
 */
declare const crypto: { getRandomValues<T extends Uint8Array>(array: T): T };
declare function btoa(data: string): string;
declare function atob(data: string): string;
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean });
  decode(input?: Uint8Array): string;
}
