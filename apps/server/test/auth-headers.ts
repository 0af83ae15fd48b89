/** Headers of a request on a host with a session token. */
export const as = (host: string, token: string) => ({ host, authorization: `Bearer ${token}` });
