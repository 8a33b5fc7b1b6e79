export { erc20NoReturnAbi } from './erc20NoReturnAbi'
