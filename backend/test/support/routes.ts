import type { INestApplication } from '@nestjs/common';
import { RequestMethod } from '@nestjs/common';
import { PATH_METADATA, METHOD_METADATA } from '@nestjs/common/constants.js';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { ACCESS_KEY } from '../../src/common/access.decorator.js';

export interface RouteAccessRow {
  route: string;
  access: string;
}

function join(...parts: string[]): string {
  return `/${parts
    .map((p) => p.replace(/^\/+|(?<!\/)\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
}

/** Every controller route of the app with the access it declares ('UNDECLARED' when it forgot). */
export function listRouteAccess(app: INestApplication): RouteAccessRow[] {
  const controllers = [...app.get(ModulesContainer).values()].flatMap((module) => [
    ...module.controllers.values(),
  ]);
  const reflector = app.get(Reflector);
  const scanner = new MetadataScanner();
  const rows: RouteAccessRow[] = [];
  for (const wrapper of controllers) {
    const instance = wrapper.instance as object | undefined;
    if (!instance || !wrapper.metatype) continue;
    const controllerPath = (Reflect.getMetadata(PATH_METADATA, wrapper.metatype) as string | undefined) ?? '';
    const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name] as (...args: unknown[]) => unknown;
      const methodPath = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (methodPath === undefined || method === undefined) continue;
      const access =
        reflector.getAllAndOverride<string | undefined>(ACCESS_KEY, [handler, wrapper.metatype]) ??
        'UNDECLARED';
      rows.push({ route: `${RequestMethod[method]} ${join('api', controllerPath, methodPath)}`, access });
    }
  }
  return rows.sort((a, b) => a.route.localeCompare(b.route));
}
