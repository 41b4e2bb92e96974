/** The signed-in practitioner behind a request and the address it came from: what an audit record names. */
export interface Actor {
  practitionerId: string;
  ip: string;
}

/** Where a request came from, as an account event's audit record names it: the address and the request's id. */
export interface RequestOrigin {
  ip: string;
  requestId: string;
}
