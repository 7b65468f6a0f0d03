// oidc-provider ships no types (and DefinitelyTyped's lag behind its releases): what the OpenID test uses of it.
declare module 'oidc-provider' {
  import type { Server } from 'node:http';

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    listen(port: number, host: string, done: () => void): Server;
  }
}
