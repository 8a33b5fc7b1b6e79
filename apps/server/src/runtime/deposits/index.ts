export {
  createDepositDeriver,
  type DepositDeriver,
} from './createDepositDeriver'
