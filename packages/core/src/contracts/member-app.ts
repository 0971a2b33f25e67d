import { z } from "zod";
import { ZSignInRequest } from "./auth";

// POST /api/v1/member/sessions: the member app signs in and calls the member API with
// `Authorization: Bearer <token>` (no cookie: it is not a browser).
export const ZMemberSignInRequest = ZSignInRequest.pick({ email: true, password: true });
export const ZMemberSession = z.object({ token: z.string(), expiresAt: z.string() });
export type MemberSession = z.infer<typeof ZMemberSession>;
