/** The part of UniswapV2Router02 the apps use: quotes, swaps into the order currency, liquidity. */
export const uniswapV2RouterAbi = [
  {
    type: 'function',
    name: 'factory',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      {
        name: '',
        type: 'address',
      },
    ],
  },
  {
    type: 'function',
    name: 'WETH',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      {
        name: '',
        type: 'address',
      },
    ],
  },
  {
    type: 'function',
    name: 'getAmountsOut',
    stateMutability: 'view',
    inputs: [
      {
        name: 'amountIn',
        type: 'uint256',
      },
      {
        name: 'path',
        type: 'address[]',
      },
    ],
    outputs: [
      {
        name: 'amounts',
        type: 'uint256[]',
      },
    ],
  },
  {
    type: 'function',
    name: 'getAmountsIn',
    stateMutability: 'view',
    inputs: [
      {
        name: 'amountOut',
        type: 'uint256',
      },
      {
        name: 'path',
        type: 'address[]',
      },
    ],
    outputs: [
      {
        name: 'amounts',
        type: 'uint256[]',
      },
    ],
  },
  {
    type: 'function',
    name: 'swapExactTokensForTokens',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'amountIn',
        type: 'uint256',
      },
      {
        name: 'amountOutMin',
        type: 'uint256',
      },
      {
        name: 'path',
        type: 'address[]',
      },
      {
        name: 'to',
        type: 'address',
      },
      {
        name: 'deadline',
        type: 'uint256',
      },
    ],
    outputs: [
      {
        name: 'amounts',
        type: 'uint256[]',
      },
    ],
  },
  {
    type: 'function',
    name: 'swapExactETHForTokens',
    stateMutability: 'payable',
    inputs: [
      {
        name: 'amountOutMin',
        type: 'uint256',
      },
      {
        name: 'path',
        type: 'address[]',
      },
      {
        name: 'to',
        type: 'address',
      },
      {
        name: 'deadline',
        type: 'uint256',
      },
    ],
    outputs: [
      {
        name: 'amounts',
        type: 'uint256[]',
      },
    ],
  },
  {
    type: 'function',
    name: 'swapExactTokensForETH',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'amountIn',
        type: 'uint256',
      },
      {
        name: 'amountOutMin',
        type: 'uint256',
      },
      {
        name: 'path',
        type: 'address[]',
      },
      {
        name: 'to',
        type: 'address',
      },
      {
        name: 'deadline',
        type: 'uint256',
      },
    ],
    outputs: [
      {
        name: 'amounts',
        type: 'uint256[]',
      },
    ],
  },
  {
    type: 'function',
    name: 'addLiquidity',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'tokenA',
        type: 'address',
      },
      {
        name: 'tokenB',
        type: 'address',
      },
      {
        name: 'amountADesired',
        type: 'uint256',
      },
      {
        name: 'amountBDesired',
        type: 'uint256',
      },
      {
        name: 'amountAMin',
        type: 'uint256',
      },
      {
        name: 'amountBMin',
        type: 'uint256',
      },
      {
        name: 'to',
        type: 'address',
      },
      {
        name: 'deadline',
        type: 'uint256',
      },
    ],
    outputs: [
      {
        name: 'amountA',
        type: 'uint256',
      },
      {
        name: 'amountB',
        type: 'uint256',
      },
      {
        name: 'liquidity',
        type: 'uint256',
      },
    ],
  },
  {
    type: 'function',
    name: 'addLiquidityETH',
    stateMutability: 'payable',
    inputs: [
      {
        name: 'token',
        type: 'address',
      },
      {
        name: 'amountTokenDesired',
        type: 'uint256',
      },
      {
        name: 'amountTokenMin',
        type: 'uint256',
      },
      {
        name: 'amountETHMin',
        type: 'uint256',
      },
      {
        name: 'to',
        type: 'address',
      },
      {
        name: 'deadline',
        type: 'uint256',
      },
    ],
    outputs: [
      {
        name: 'amountToken',
        type: 'uint256',
      },
      {
        name: 'amountETH',
        type: 'uint256',
      },
      {
        name: 'liquidity',
        type: 'uint256',
      },
    ],
  },
] as const
