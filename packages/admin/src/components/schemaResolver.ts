import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/**
 * A react-admin form's resolver from the server's own zod schema, so that the form's messages are
 * the server's. react-admin's forms take an untyped Resolver, hence the one cast, here.
 */
export const schemaResolver = (schema: Parameters<typeof zodResolver>[0]) => zodResolver(schema) as unknown as Resolver;
