// Vitest global setup: one template per run, handed to the test files through provide/inject.
import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate, buildPostgresTemplate, dropPostgresDatabase } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTarget: 'pglite' | 'postgres';
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const target = project.name === 'postgres' ? 'postgres' : 'pglite';
  project.provide('dbTarget', target);
  if (target === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL must be set for the postgres test project.');
    const name = await buildPostgresTemplate(url);
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return () => dropPostgresDatabase(url, name);
  }
  const file = await buildPgliteTemplate();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rm(file, { force: true });
}
