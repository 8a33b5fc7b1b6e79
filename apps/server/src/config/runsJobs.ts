import type { Role } from './types'

/** Whether a process of this role runs the background jobs (`all` and `worker`; never `api` or `issuer`). */
export function runsJobs(role: Role): boolean {
  return role === 'all' || role === 'worker'
}
