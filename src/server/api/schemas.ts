// OpenAPI-described shapes shared by several routes.
import "server-only";
import { z } from "@hono/zod-openapi";

export const TeamInfoSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    avatar: z.string(),
    plan: z.string().openapi({ example: "free" }),
    timezone: z.number().int().openapi({ description: "UTC offset in hours" }),
    timezone_set: z.number().int().openapi({ description: "1 once the team chose its time zone" }),
  })
  .openapi("TeamInfo");

export const UserInfoSchema = z
  .object({
    id: z.number().int().positive(),
    full_name: z.string(),
    avatar: z.string(),
    email: z.string(),
    role: z.number().int().openapi({ description: "1 Owner, 2 Analyst, 3 Admin" }),
    status: z.number().int().openapi({ description: "0 inactive (email not verified), 1 inviting, 2 active" }),
    team_info: TeamInfoSchema,
  })
  .openapi("UserInfo");

export const SignedInUserSchema = UserInfoSchema.extend({
  token: z.string().openapi({ description: "Bearer token for the Authorization header of later calls" }),
}).openapi("SignedInUser");

export const NullData = z.null();
