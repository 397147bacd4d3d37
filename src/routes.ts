import { type RouteConfig, route, index } from "@react-router/dev/routes";
import { HOME_ROUTE, PUBLIC_ROUTES, NOT_FOUND_ROUTE, RESOURCE_ROUTES } from "./data/site-routes";

export default [
  index(HOME_ROUTE.file, { id: HOME_ROUTE.id }),
  ...PUBLIC_ROUTES.filter((r) => r !== HOME_ROUTE).map((r) => route(r.path, r.file, { id: r.id })),
  ...RESOURCE_ROUTES.map((r) => route(r.path, r.file, { id: r.id })),
  route(NOT_FOUND_ROUTE.path, NOT_FOUND_ROUTE.file, { id: NOT_FOUND_ROUTE.id }),
] satisfies RouteConfig;
