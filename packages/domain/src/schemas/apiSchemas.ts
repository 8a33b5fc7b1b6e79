// Every API schema by its exported name, so `routes.ts` can refer to schemas by name and a name that does not
// exist is a type error.
import { z } from 'zod'
import * as admin from './admin'
import * as auth from './auth'
import * as cardDeposits from './cardDeposits'
import * as cardList from './cardList'
import * as cards from './cards'
import * as common from './common'
import * as controls from './controls'
import * as disputes from './disputes'
import * as enrollment from './enrollment'
import * as errors from './errors'
import * as exceptions from './exceptions'
import * as issuer from './issuer'
import * as legal from './legal'
import * as mail from './mail'
import * as orders from './orders'
import * as payments from './payments'
import * as pendingTopup from './pendingTopup'
import * as publicRoutes from './public'
import * as push from './push'
import * as reserves from './reserves'
import * as rewards from './rewards'
import * as sandbox from './sandbox'
import * as sessions from './sessions'
import * as transactions from './transactions'
import * as user from './user'
import * as wallets from './wallets'
import * as withdrawals from './withdrawals'

const allExports = {
  ...admin,
  ...auth,
  ...cardDeposits,
  ...cardList,
  ...cards,
  ...common,
  ...controls,
  ...disputes,
  ...enrollment,
  ...errors,
  ...exceptions,
  ...issuer,
  ...legal,
  ...mail,
  ...orders,
  ...payments,
  ...pendingTopup,
  ...publicRoutes,
  ...push,
  ...reserves,
  ...rewards,
  ...sandbox,
  ...sessions,
  ...transactions,
  ...user,
  ...wallets,
  ...withdrawals,
}

type AllExports = typeof allExports

/** Name of an exported zod schema of this folder. */
export type ApiSchemaName = {
  [Name in keyof AllExports]: AllExports[Name] extends z.ZodType ? Name : never
}[keyof AllExports]

export type ApiSchemas = { [Name in ApiSchemaName]: AllExports[Name] }

/** Every exported zod schema of this folder, by name. */
export const apiSchemas = Object.fromEntries(
  Object.entries(allExports).filter(([, value]) => value instanceof z.ZodType),
) as ApiSchemas
