/** Where a request came from, as every audit record names it: the address and the request's id (decision 89). */
export interface RequestOrigin {
  ip: string;
  requestId: string;
}

/** The signed-in practitioner behind a request, with where the request came from: what an audit record names. */
export interface Actor extends RequestOrigin {
  practitionerId: string;
}
