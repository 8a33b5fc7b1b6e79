export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers; database, chain node and card issuer reachability for information */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: database reachable, migrations applied, every chain RPC answering (else 503) */
        get: operations["getReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per-deployment settings the web app boots from */
        get: operations["getConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/legal/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A legal page's Markdown (terms, privacy, legal-notice), in the asked language when the operator has it */
        get: operations["getLegalByPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nonce": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue a single-use sign-in nonce bound to X-PAYER and to this browser (its pre-auth cookie; 10 minutes) */
        post: operations["postNonce"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with an EIP-4361 message signed by X-PAYER; sets the session cookie */
        post: operations["postAuth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete the session and clear the cookie (204 even without a live session) */
        post: operations["postSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Has the user been activated with an invitation code */
        get: operations["getState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Operator-set user state */
        get: operations["getUserState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in address's live sessions, newest first; this request's is marked current */
        get: operations["getUserSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one of the signed-in address's sessions (another address's id is 404) */
        delete: operations["deleteUserSessionsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/sessions/revoke-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out everywhere: end every session of the address, this one included; clears the cookie */
        post: operations["postUserSessionsRevokeAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}/topup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A card's receiving address and top-up bounds in a currency */
        get: operations["getCardByIdTopup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order */
        get: operations["getOrderById"];
        /**
         * Pick the currency an order is paid in; answers its receiving address and bounds
         * @description Stored on the order while it is new; once a payment is under way another currency is 409 invalid_action.
         */
        put: operations["putOrderById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report the payment of an order */
        post: operations["postOrderByIdPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}/topup/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a top-up payment */
        post: operations["postCardByIdTopupPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}/pay/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an order's reported payment */
        post: operations["postOrderByIdPayCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The card's newest deposits: confirming (n of m confirmations) or credited
         * @description Every payment that reached the receiving address, reported or not (a transfer from an exchange too); the deposit page follows it live (issue 31).
         */
        get: operations["getCardByIdDeposits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/confirmations/{hash}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Confirmations of a reported transaction */
        get: operations["getConfirmationsByHash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/swap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quote a swap into the order currency, paid to the receiving address of the card `cardId`
         * @description `cardId` is the caller's card or order the swap pays; anyone else's id is 404.
         */
        post: operations["postSwap"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Settle the caller's pending top-ups and approve the caller's processing applications now */
        post: operations["postSandboxSettle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitation/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Is this invitation code valid and not used up */
        get: operations["getInvitationCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate the user with an invitation code (uses one use of it) */
        post: operations["postUserActivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's own invitation code, uses left, reward balance */
        get: operations["getUserInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cards, orders, free cards left, products */
        get: operations["getCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One card or order */
        get: operations["getCardById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}/img": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Card details (picture, number, expiry, CVV) until the owner confirms they saved them */
        get: operations["getCardByIdImg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}/img/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The owner saved the card details: the card becomes active and they are not shown again */
        post: operations["postCardByIdImgConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}/display-name": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unmasked card holder name */
        get: operations["getCardByIdDisplayName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}/lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** lock the card */
        post: operations["postCardByIdLock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** unlock the card */
        post: operations["postCardByIdUnlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}/3ds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Newest unexpired 3DS one-time code, or "OK" */
        get: operations["getCardById3ds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}/transaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Transactions, paged */
        get: operations["getCardByIdTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}/pending-transaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unsettled transactions, paged */
        get: operations["getCardByIdPendingTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pending 3DS challenge of a card, or "OK" */
        get: operations["getCardByIdChallenge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}/challenge/{challengeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or decline a 3DS challenge */
        post: operations["postCardByIdChallengeByChallengeId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How the card's details are shown: the issuer's hosted embed, or the sandbox image */
        get: operations["getCardByIdView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}/reveal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An active or locked card's details again, after a fresh wallet signature naming the card (issue 30)
         * @description The body is an EIP-4361 message of this site by the signed-in address whose statement is `Show the details of card <id>`, with a new nonce (POST /api/nonce) and an Expiration Time at most 5 minutes after Issued At, and its signature. Each reveal is recorded and at most 5 per card per hour are allowed (429 `reveal_limit`). Answers the issuer's single-use embed (60 s) or the sandbox's details.
         */
        post: operations["postCardByIdReveal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}/controls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The card's controls: limits, blocked categories, channels, countries, merchant lock */
        get: operations["getCardByIdControls"];
        /**
         * Set the card's controls; the answer is the controls as stored
         * @description A limit above the program policy, an unknown category or a bad country is 400 `validation_failed` naming the field (`field`); another owner's card is 404. Changing `merchantLock` starts the lock over (`off` unlocks a card locked to its merchant). At most 30 changes a minute per owner (429).
         */
        put: operations["putCardByIdControls"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The card's disputes, newest first */
        get: operations["getCardByIdDisputes"];
        put?: never;
        /** Report a problem with a settled purchase: files a dispute with the card issuer */
        post: operations["postCardByIdDisputes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}/disputes/{disputeId}/evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send evidence for a dispute that asks for it: a PDF, JPEG or PNG file (base64, at most 5 MB) or a note
         * @description Only a dispute in `needs_info` takes evidence (409 `evidence_not_requested`); a file over 5 MB is 413 `evidence_too_large`, one that is not a PDF, JPEG or PNG (by its type and its first bytes) 415 `evidence_type_refused`. At most 20 pieces a day per owner (429). 503 when the issuer did not take it.
         */
        post: operations["postCardByIdDisputesByDisputeIdEvidence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/enrollment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s enrollment with the card issuer as a cardholder, or null */
        get: operations["getUserEnrollment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/enrollment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The sandbox issuer's review of the caller's enrollment */
        post: operations["postSandboxEnrollment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}/wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The card's Apple Pay and Google Pay tokens, newest first */
        get: operations["getCardByIdWallets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}/wallets/provision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Push provisioning: the issuer’s activation data for Apple Pay or Google Pay to add the card */
        post: operations["postCardByIdWalletsProvision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}/wallets/{tokenId}/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pause, resume or remove a wallet token */
        post: operations["postCardByIdWalletsByTokenIdByAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/cards/{id}/tokenizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A wallet (Apple Pay, Google Pay) asks the sandbox issuer to add the card */
        post: operations["postSandboxCardsByIdTokenizations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an order (a new card) */
        post: operations["postOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Contact information of the application */
        post: operations["postOrderByIdInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Monthly statement (PDF or CSV): card, month, opening and closing balance, every transaction with the running balance
         * @description month=YYYY-MM (default: the current month in tz; 400 validation_failed for a future month or one that ended before the card existed), tz=IANA time zone (default UTC; 400 when unknown), lang=en|de|ja|ru|tr|zh-cn|zh-tw (default: Accept-Language, else en; PDF and CSV are in that language; the PDF draws Latin, Cyrillic, Greek, Chinese and Japanese characters, any other character, like an emoji, as ?), format=pdf|csv (CSV: text/csv, UTF-8, header row, decimal strings, cells a spreadsheet would run as formulas prefixed with a quote).
         */
        get: operations["getCardByIdStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/cards/{id}/authorizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Simulate a purchase authorization (optionally with a 3DS challenge, a merchant currency, a hold above the amount, a partial approval, and the merchant category, channel, country, cash, acceptor and address check the program policy and the card controls decide on) */
        post: operations["postSandboxCardsByIdAuthorizations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/cards/{id}/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Simulate a merchant credit announced to the card (a credit authorization: a pending credit) */
        post: operations["postSandboxCardsByIdCredits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/authorizations/{id}/otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a 3DS challenge */
        post: operations["postSandboxAuthorizationsByIdOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/authorizations/{id}/increment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for more on an approved, pending purchase (an incremental authorization) */
        post: operations["postSandboxAuthorizationsByIdIncrement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/authorizations/{id}/capture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clear an approved (or expired) authorization, in part or in full, finally or not */
        post: operations["postSandboxAuthorizationsByIdCapture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/authorizations/{id}/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reverse an approved authorization, all of what it holds or part of it */
        post: operations["postSandboxAuthorizationsByIdReverse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/authorizations/{id}/expire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Let an approved authorization expire */
        post: operations["postSandboxAuthorizationsByIdExpire"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/authorizations/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund a captured purchase */
        post: operations["postSandboxAuthorizationsByIdRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/authorizations/{id}/refund-reversal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The merchant takes back what it refunded (a return reversal) */
        post: operations["postSandboxAuthorizationsByIdRefundReversal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/authorizations/{id}/corrections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The issuer corrects a captured purchase (a credit or a debit) */
        post: operations["postSandboxAuthorizationsByIdCorrections"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/disputes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The sandbox issuer's update of a dispute: status, provisional and final credit */
        post: operations["postSandboxDisputesById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/membership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This month's membership level, rebate and progress to the next level */
        get: operations["getUserMembership"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reward/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reward balance */
        get: operations["getRewardBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reward/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reward movements, newest first */
        get: operations["getRewardRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reward/redeemable-option": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Amounts a reward balance can be redeemed in */
        get: operations["getRewardRedeemableOption"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}/topup/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Redeem rewards into a card's pending top-up */
        post: operations["postCardByIdTopupRedeem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}/held-deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deposits that arrived on this card but are held for support */
        get: operations["getCardByIdHeldDeposits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}/pending-topup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pending top-up: what fits under the maximum and when it is spendable, what is over it */
        get: operations["getCardByIdPendingTopup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}/pending-topup/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move money over this card maximum to another card of the owner (once per key) */
        post: operations["postCardByIdPendingTopupTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/{id}/pending-topup/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for money over this card maximum back (once per key); an operator sends it */
        post: operations["postCardByIdPendingTopupRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Confirm the e-mail address given at application (the link of the verification mail)
         * @description Public: the token is the proof. Valid, unused and unexpired (24 h), and naming the current address: the address is verified and the link used up. Answers a small page in the owner's language (400 when the link is invalid or expired) with a link to the app.
         */
        get: operations["getMailVerify"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The e-mail address given at application and whether it is verified */
        get: operations["getMailStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a new verification link to the e-mail address given at application
         * @description 409 invalid_action when no address was given or it is verified already; 429 within a minute of the last link.
         */
        post: operations["postMailVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/mails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The mails the sandbox's SMTP catcher received, newest first (empty when SMTP_URL is set) */
        get: operations["getSandboxMails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/mailbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sandbox's caught mails as a page, links clickable (a browser: ?token=) */
        get: operations["getSandboxMailbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in owner's card events as server-sent events (resumable with Last-Event-ID)
         * @description text/event-stream, one per signed-in client (session cookie; X-PAYER, when sent, must match). A session keeps at most STREAMS_PER_SESSION (3) and an address STREAMS_PER_ADDRESS (10) open: a new one closes the oldest. When every stream of the service is taken, 503 `streams_full`. Ending the session ends its streams at once. Last-Event-ID replays the newest 100 events after it. Each message: `id` (resume with the Last-Event-ID header), `event` (deposit.seen, deposit.confirming, deposit.credited, deposit.held, purchase.authorized, purchase.declined, purchase.cleared, purchase.released, purchase.refunded, challenge.opened, challenge.closed, card.state, card.settled, wallet.code, wallet.active) and JSON `data` naming the card (`cardId`; money as decimal strings in `amount`; deposits carry `confirmations` and `required`; wallet.code and wallet.active name `walletTokenId`, `wallet` and `device`, never the code). A comment line every 25 s. The event is a signal: refetch what it names.
         */
        get: operations["getEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The server's VAPID public key (the applicationServerKey of pushManager.subscribe); null when off */
        get: operations["getPushKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in owner's devices that get notifications, with the kinds each chose */
        get: operations["getPushSubscriptions"];
        put?: never;
        /** Opt this device in (the browser's PushSubscription JSON and the kinds chosen); again to change */
        post: operations["postPushSubscriptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Opt a device out (one of the signed-in owner's; another owner's id is 404) */
        delete: operations["deletePushSubscriptionsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reserves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest reserves snapshot: what is held where against what is owed, and the history */
        get: operations["getReserves"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reserves/proof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in owner's leaves in a snapshot, with their nonces and paths to the root */
        get: operations["getReservesProof"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every state-changing admin call, newest first, with the operator who made it */
        get: operations["getAdminAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a root invitation code */
        post: operations["postAdminInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{address}/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a user's state */
        put: operations["putAdminUsersByAddressState"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cards/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend a card */
        post: operations["postAdminCardsByIdSuspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cards/{id}/expire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Expire a card now */
        post: operations["postAdminCardsByIdExpire"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cards/{id}/lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lock a card (its owner cannot unlock it) */
        post: operations["postAdminCardsByIdLock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cards/{id}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lift an operator's lock */
        post: operations["postAdminCardsByIdUnlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cards/{id}/retry-issuance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the issuer again for a card whose issuance failed */
        post: operations["postAdminCardsByIdRetryIssuance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rewards/adjust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adjust a reward balance */
        post: operations["postAdminRewardsAdjust"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exceptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deposits that could not be credited normally (open ones unless ?status= says otherwise) */
        get: operations["getAdminExceptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exceptions/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resolve an exception: credit it to its card once, record its refund, or ignore it */
        post: operations["postAdminExceptionsByIdResolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/rescan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rescan a chain's transfers from a block
         * @description A block past the chain head is 400 `validation_failed` naming the head; from a block the watcher has not passed yet, the rescan waits for it.
         */
        post: operations["postAdminPaymentsRescan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/rescan/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How far a rescan got and what it credited */
        get: operations["getAdminPaymentsRescanById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every card's disputes, newest first (optionally of one status) */
        get: operations["getAdminDisputes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cardholders/{address}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload links for a document the issuer asked a cardholder for */
        post: operations["postAdminCardholdersByAddressDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cardholders/{address}/kyc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** ISSUER_KYC=byo: record the KYC provider's pass for a person (its reference and time) */
        put: operations["putAdminCardholdersByAddressKyc"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/issuer/rules/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mirror the program policy as the card issuer's own rules (Lithic Auth Rules v2) */
        post: operations["postAdminIssuerRulesSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/issuer/settlement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Compare one UTC day's settlement at the issuer with the ledger now */
        post: operations["postAdminIssuerSettlement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/issuer/settlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each day's settlement with the issuer and funding need, newest first */
        get: operations["getAdminIssuerSettlements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reserves/snapshots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a reserves snapshot now */
        post: operations["postAdminReservesSnapshots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "degraded";
                        /** @enum {string} */
                        db: "ok" | "down";
                        chains: {
                            [key: string]: "ok" | "down";
                        };
                        watchers: {
                            [key: string]: {
                                lagBlocks: number | null;
                                lastPassAt: string | null;
                                failures: number;
                                lastError: string | null;
                            };
                        };
                        issuer: {
                            /** @enum {string} */
                            name: "sandbox" | "lithic";
                            /** @enum {string} */
                            state: "ok" | "down";
                            policy: {
                                blockedMccs: string[];
                                /** @enum {string} */
                                cash: "on" | "off";
                                dailyAmount: string;
                                dailyCount: number;
                                monthlyAmount: string;
                                /** @enum {string} */
                                avs: "off" | "decline_mismatch" | "decline_partial";
                            };
                        };
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "not_ready" | "draining";
                        /** @enum {string} */
                        db: "ok" | "down";
                        /** @enum {string} */
                        migrations: "ok" | "pending" | "unknown";
                        chains: {
                            [key: string]: "ok" | "down";
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "not_ready" | "draining";
                        /** @enum {string} */
                        db: "ok" | "down";
                        /** @enum {string} */
                        migrations: "ok" | "pending" | "unknown";
                        chains: {
                            [key: string]: "ok" | "down";
                        };
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        productName: string;
                        /** Format: email */
                        supportEmail: string;
                        sandbox: boolean;
                        createOrderDisabled: boolean;
                        walletConnectProjectId?: string;
                        chains: {
                            id: number;
                            name: string;
                            nativeCurrency: {
                                name: string;
                                symbol: string;
                                decimals: number;
                            };
                            /** Format: uri */
                            rpcUrl: string;
                            /** Format: uri */
                            blockExplorerUrl?: string;
                            testnet: boolean;
                            orderCurrency: string;
                            requiredConfirmations: number;
                            swapRouter?: string;
                            tokens: {
                                symbol: string;
                                name: string;
                                decimals: number;
                                address: string;
                                isNative: boolean;
                                chainId: number;
                                logoURI: "" | string;
                                max?: string;
                            }[];
                        }[];
                        otpOnlyProductIds: string[];
                        legal: {
                            terms: {
                                /** @enum {string} */
                                kind: "url";
                                /** Format: uri */
                                url: string;
                            } | {
                                /** @enum {string} */
                                kind: "page";
                            };
                            privacy: {
                                /** @enum {string} */
                                kind: "url";
                                /** Format: uri */
                                url: string;
                            } | {
                                /** @enum {string} */
                                kind: "page";
                            };
                            legalNotice: {
                                /** @enum {string} */
                                kind: "url";
                                /** Format: uri */
                                url: string;
                            } | {
                                /** @enum {string} */
                                kind: "page";
                            };
                        };
                        enrollment?: {
                            /** @enum {string} */
                            workflow: "exempt" | "basic" | "byo";
                            termsVersion: string;
                        } | null;
                        reservesSigner?: string | null;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getLegalByPage: {
        parameters: {
            query?: {
                lang?: "en" | "de" | "ja" | "ru" | "tr" | "zh-cn" | "zh-tw";
            };
            header?: never;
            path: {
                page: "terms" | "privacy" | "legal-notice";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        page: "terms" | "privacy" | "legal-notice";
                        lang: ("en" | "de" | "ja" | "ru" | "tr" | "zh-cn" | "zh-tw") | null;
                        markdown: string;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postNonce: {
        parameters: {
            query?: never;
            header: {
                "x-payer": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nonce: string;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postAuth: {
        parameters: {
            query?: never;
            header?: {
                "x-payer"?: string;
                "x-signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        /** Format: date-time */
                        expiresAt: string;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postSignOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getState: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getUserState: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "normal" | "blacklist" | "blocked" | "";
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getUserSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            id: string & (unknown & unknown);
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            lastSeenAt?: string;
                            userAgent?: string;
                            current: boolean;
                        }[];
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    deleteUserSessionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postUserSessionsRevokeAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getCardByIdTopup: {
        parameters: {
            query: {
                currency: string;
            };
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        topupCurrency: string;
                        address: string;
                        currency: string;
                        chainId: number;
                        feeRate: string;
                        original: {
                            feeRate: string;
                        };
                        lower: string;
                        upper: string | null;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getOrderById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string & (unknown & unknown);
                        cardId: string | null;
                        number: string;
                        /** @enum {string} */
                        program: "classic" | "business" | "nft";
                        productId: string;
                        /** @enum {string} */
                        status: "new" | "pending" | "application_required" | "application_processing" | "waiting_to_get" | "active" | "locked" | "suspended";
                        expired: boolean;
                        expiresAt: string | null;
                        balance: string;
                        balanceUpper: string | null;
                        original: {
                            balanceUpper: string | null;
                        };
                        pendingTopup: string;
                        held?: string;
                        hash: string | null;
                        /** @enum {string} */
                        currency: "USD";
                        name: string;
                        topupDisabled: boolean;
                        supported: ("lock" | "full-transaction")[];
                        issuanceFailed?: boolean;
                        availableCurrencies: string[];
                        orderCurrency: string;
                        orderAmount: string;
                        address: string;
                        amount: string;
                        topup: {
                            lower: string;
                            upper: string | null;
                            feeRate: string;
                            original: {
                                feeRate: string;
                            };
                        };
                        paymentFailure: ("reverted" | "not_a_payment" | "dropped") | null;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    putOrderById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currency: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string & (unknown & unknown);
                        address: string;
                        currency: string;
                        topup: {
                            original: {
                                feeRate: string;
                            };
                            feeRate: string;
                            lower: string;
                        };
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postOrderByIdPay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currency: string;
                    hash: string;
                    nonce: number;
                };
            };
        };
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postCardByIdTopupPay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currency: string;
                    hash: string;
                    nonce: number;
                };
            };
        };
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postOrderByIdPayCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getCardByIdDeposits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            chainId: number;
                            txHash: string;
                            /** @enum {string} */
                            state: "confirming" | "credited";
                            confirmations: number;
                            required: number;
                            amount: string | null;
                            /** Format: date-time */
                            at: string;
                        }[];
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getConfirmationsByHash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                hash: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        confirmations: number;
                        required: number;
                        /** @enum {string} */
                        status: "pending" | "confirmed" | "reverted" | "not_found" | "reorged" | "partial";
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postSwap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    cardId: string & (unknown & unknown);
                    fromToken: string;
                    fromAmount: string;
                    toToken: string;
                    slippage: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        fromToken: string;
                        fromAmount: string;
                        toToken: string;
                        toAmount: string;
                        toAmountMin: string;
                        slippage: string;
                        address: string;
                        currency: string;
                        exRate: string;
                        transactionRequestData: {
                            to: string;
                            data: string;
                            value: string;
                        };
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postSandboxSettle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getInvitationCheck: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        valid: true;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postUserActivate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getUserInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        availableCount: number;
                        rewardBalance: string;
                        redemptionEnable: boolean;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cards: {
                            id: string & (unknown & unknown);
                            cardId: string | null;
                            number: string;
                            /** @enum {string} */
                            program: "classic" | "business" | "nft";
                            productId: string;
                            /** @enum {string} */
                            status: "new" | "pending" | "application_required" | "application_processing" | "waiting_to_get" | "active" | "locked" | "suspended";
                            expired: boolean;
                            expiresAt: string | null;
                            balance: string;
                            balanceUpper: string | null;
                            original: {
                                balanceUpper: string | null;
                            };
                            pendingTopup: string;
                            held?: string;
                            hash: string | null;
                            /** @enum {string} */
                            currency: "USD";
                            name: string;
                            topupDisabled: boolean;
                            supported: ("lock" | "full-transaction")[];
                            issuanceFailed?: boolean;
                        }[];
                        orders: {
                            id: string & (unknown & unknown);
                            cardId: string | null;
                            number: string;
                            /** @enum {string} */
                            program: "classic" | "business" | "nft";
                            productId: string;
                            /** @enum {string} */
                            status: "new" | "pending" | "application_required" | "application_processing" | "waiting_to_get" | "active" | "locked" | "suspended";
                            expired: boolean;
                            expiresAt: string | null;
                            balance: string;
                            balanceUpper: string | null;
                            original: {
                                balanceUpper: string | null;
                            };
                            pendingTopup: string;
                            held?: string;
                            hash: string | null;
                            /** @enum {string} */
                            currency: "USD";
                            name: string;
                            topupDisabled: boolean;
                            supported: ("lock" | "full-transaction")[];
                            issuanceFailed?: boolean;
                            availableCurrencies: string[];
                            orderCurrency: string;
                            orderAmount: string;
                            address: string;
                            amount: string;
                            topup: {
                                lower: string;
                                upper: string | null;
                                feeRate: string;
                                original: {
                                    feeRate: string;
                                };
                            };
                            paymentFailure: ("reverted" | "not_a_payment" | "dropped") | null;
                        }[];
                        leftCount: number;
                        cardProducts: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            program: "classic" | "business" | "nft";
                            feature: string[];
                            scenario: string[];
                            note: string[];
                        }[];
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getCardById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string & (unknown & unknown);
                        cardId: string | null;
                        number: string;
                        /** @enum {string} */
                        program: "classic" | "business" | "nft";
                        productId: string;
                        /** @enum {string} */
                        status: "new" | "pending" | "application_required" | "application_processing" | "waiting_to_get" | "active" | "locked" | "suspended";
                        expired: boolean;
                        expiresAt: string | null;
                        balance: string;
                        balanceUpper: string | null;
                        original: {
                            balanceUpper: string | null;
                        };
                        pendingTopup: string;
                        held?: string;
                        hash: string | null;
                        /** @enum {string} */
                        currency: "USD";
                        name: string;
                        topupDisabled: boolean;
                        supported: ("lock" | "full-transaction")[];
                        issuanceFailed?: boolean;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getCardByIdImg: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        img: string;
                        number: string;
                        expiry: string;
                        cvv: string;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postCardByIdImgConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getCardByIdDisplayName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        displayName: string;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postCardByIdLock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postCardByIdUnlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getCardById3ds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        otp: string;
                        merchantName: string;
                        currency: string;
                        amount: string;
                    } | "OK";
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getCardByIdTransaction: {
        parameters: {
            query?: {
                skip?: number | string;
                limit?: number | string;
            };
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: date-time */
                            at: string;
                            id: string;
                            original: {
                                amount: string;
                                currency: string;
                            };
                            settlement: {
                                amount: string;
                                /** @enum {string} */
                                currency: "USD";
                            };
                            description: string;
                            /** @enum {string} */
                            type: "authorization_approval" | "authorization_reversal" | "consumption" | "refund" | "authorization_decline" | "topup" | "reward" | "credit" | "adjustment" | "return_reversal" | "correction" | "dispute" | "transfer_out" | "transfer_in" | "topup_refund";
                            /** @enum {string} */
                            declineReason?: "card_suspended" | "card_expired" | "user_blocked" | "card_locked" | "card_not_active" | "insufficient_balance" | "issuer_declined" | "currency_not_supported" | "invalid_amount" | "program_policy" | "single_use_spent" | "merchant_locked" | "channel_off" | "category_blocked" | "country_blocked" | "over_purchase_limit" | "over_daily_limit" | "over_monthly_limit" | "cardholder_declined" | "verification_failed" | "verification_expired";
                            declineLimit?: string;
                            /** @enum {string} */
                            state: "pending" | "settled" | "reversed" | "refunded" | "declined";
                            /** @enum {string} */
                            direction: "credit" | "debit";
                            amount: string;
                            balanceChange: string;
                            balanceAfter?: string;
                            counterparty?: {
                                cardLast4?: string;
                                address?: string;
                            };
                        }[];
                        total: number;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getCardByIdPendingTransaction: {
        parameters: {
            query?: {
                skip?: number | string;
                limit?: number | string;
            };
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: date-time */
                            at: string;
                            id: string;
                            original: {
                                amount: string;
                                currency: string;
                            };
                            description: string;
                            /** @enum {string} */
                            type: "authorization_approval" | "authorization_reversal" | "consumption" | "refund" | "authorization_decline" | "topup" | "reward" | "credit" | "adjustment" | "return_reversal" | "correction" | "dispute" | "transfer_out" | "transfer_in" | "topup_refund";
                        }[];
                        total: number;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getCardByIdChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string & (unknown & unknown);
                        merchantName: string;
                        amount: string;
                        currency: string;
                        /** Format: date-time */
                        expiresAt: string;
                    } | "OK";
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postCardByIdChallengeByChallengeId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
                challengeId: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    answer: "approve" | "decline";
                };
            };
        };
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getCardByIdView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "embed";
                        frames: {
                            /** Format: uri */
                            pan: string;
                            /** Format: uri */
                            expMonth: string;
                            /** Format: uri */
                            expYear: string;
                            /** Format: uri */
                            cvv: string;
                        };
                        /** Format: date-time */
                        expiresAt: string;
                    } | {
                        /** @enum {string} */
                        kind: "image";
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postCardByIdReveal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                    signature: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "embed";
                        frames: {
                            /** Format: uri */
                            pan: string;
                            /** Format: uri */
                            expMonth: string;
                            /** Format: uri */
                            expYear: string;
                            /** Format: uri */
                            cvv: string;
                        };
                        /** Format: date-time */
                        expiresAt: string;
                    } | {
                        /** @enum {string} */
                        kind: "details";
                        img: string;
                        number: string;
                        expiry: string;
                        cvv: string;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getCardByIdControls: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        limits: {
                            perPurchase: string | null;
                            daily: string | null;
                            monthly: string | null;
                        };
                        blockedCategories: ("gambling" | "adult" | "money_transfer_crypto" | "securities" | "cash_withdrawal" | "travel" | "subscriptions" | "alcohol_tobacco" | "fuel")[];
                        channels: {
                            online: boolean;
                            inStore: boolean;
                            atm: boolean;
                        };
                        countries: string[] | null;
                        /** @enum {string} */
                        merchantLock: "off" | "first_merchant" | "single_use";
                        lockedMerchant?: {
                            name: string;
                            acceptorId: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    putCardByIdControls: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    limits: {
                        perPurchase: string | null;
                        daily: string | null;
                        monthly: string | null;
                    };
                    blockedCategories: ("gambling" | "adult" | "money_transfer_crypto" | "securities" | "cash_withdrawal" | "travel" | "subscriptions" | "alcohol_tobacco" | "fuel")[];
                    channels: {
                        online: boolean;
                        inStore: boolean;
                        atm: boolean;
                    };
                    countries: string[] | null;
                    /** @enum {string} */
                    merchantLock: "off" | "first_merchant" | "single_use";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        limits: {
                            perPurchase: string | null;
                            daily: string | null;
                            monthly: string | null;
                        };
                        blockedCategories: ("gambling" | "adult" | "money_transfer_crypto" | "securities" | "cash_withdrawal" | "travel" | "subscriptions" | "alcohol_tobacco" | "fuel")[];
                        channels: {
                            online: boolean;
                            inStore: boolean;
                            atm: boolean;
                        };
                        countries: string[] | null;
                        /** @enum {string} */
                        merchantLock: "off" | "first_merchant" | "single_use";
                        lockedMerchant?: {
                            name: string;
                            acceptorId: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getCardByIdDisputes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string & (unknown & unknown);
                            transactionId: string;
                            merchantName: string;
                            /** @enum {string} */
                            reason: "fraud" | "duplicated" | "incorrect_amount" | "not_received" | "not_as_described" | "cancelled" | "recurring_not_cancelled" | "refund_not_processed" | "other";
                            description: string;
                            amount: string;
                            credited: string;
                            /** @enum {string} */
                            status: "filing" | "opened" | "needs_info" | "in_review" | "won" | "lost" | "withdrawn";
                            /** Format: date-time */
                            openedAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postCardByIdDisputes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    transactionId: string;
                    /** @enum {string} */
                    reason: "fraud" | "duplicated" | "incorrect_amount" | "not_received" | "not_as_described" | "cancelled" | "recurring_not_cancelled" | "refund_not_processed" | "other";
                    description: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string & (unknown & unknown);
                        transactionId: string;
                        merchantName: string;
                        /** @enum {string} */
                        reason: "fraud" | "duplicated" | "incorrect_amount" | "not_received" | "not_as_described" | "cancelled" | "recurring_not_cancelled" | "refund_not_processed" | "other";
                        description: string;
                        amount: string;
                        credited: string;
                        /** @enum {string} */
                        status: "filing" | "opened" | "needs_info" | "in_review" | "won" | "lost" | "withdrawn";
                        /** Format: date-time */
                        openedAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postCardByIdDisputesByDisputeIdEvidence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
                disputeId: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "file";
                    filename: string;
                    contentType: string;
                    data: string;
                } | {
                    /** @enum {string} */
                    kind: "note";
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string & (unknown & unknown);
                        /** @enum {string} */
                        kind: "file" | "note";
                        filename: string;
                        /** @enum {string} */
                        status: "sending" | "sent" | "failed";
                        /** Format: date-time */
                        sentAt: string;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getUserEnrollment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "enrolling" | "accepted" | "pending_review" | "pending_document" | "rejected";
                        reasons: string[];
                        cardName: string;
                        termsVersion: string;
                    } | null;
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postSandboxEnrollment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "accepted" | "pending_review" | "pending_document" | "rejected";
                    reasons?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "enrolling" | "accepted" | "pending_review" | "pending_document" | "rejected";
                        reasons: string[];
                        cardName: string;
                        termsVersion: string;
                    } | null;
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getCardByIdWallets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string & (unknown & unknown);
                            /** @enum {string} */
                            wallet: "apple_pay" | "google_pay" | "samsung_pay" | "other";
                            device: string | null;
                            /** @enum {string} */
                            status: "pending" | "active" | "paused" | "removed" | "declined";
                            activationCode?: string;
                            /** Format: date-time */
                            activationCodeExpiresAt?: string;
                            /** Format: date-time */
                            addedAt: string;
                        }[];
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postCardByIdWalletsProvision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    wallet: "apple_pay" | "google_pay" | "samsung_pay";
                    /** @enum {string} */
                    channel: "app" | "web";
                    certificate?: string;
                    nonce?: string;
                    nonceSignature?: string;
                    clientDeviceId?: string;
                    clientWalletAccountId?: string;
                    /** Format: uuid */
                    serverSessionId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        wallet: "apple_pay" | "google_pay" | "samsung_pay" | "other";
                        /** @enum {string} */
                        channel: "app" | "web";
                        payload: string;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postCardByIdWalletsByTokenIdByAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
                tokenId: string & (unknown & unknown);
                action: "pause" | "resume" | "remove";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postSandboxCardsByIdTokenizations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    wallet: "apple_pay" | "google_pay" | "samsung_pay";
                    device: string;
                    /** @enum {string} */
                    recommendation?: "green" | "yellow" | "red";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string & (unknown & unknown);
                        /** @enum {string} */
                        wallet: "apple_pay" | "google_pay" | "samsung_pay" | "other";
                        device: string | null;
                        /** @enum {string} */
                        status: "pending" | "active" | "paused" | "removed" | "declined";
                        activationCode?: string;
                        /** Format: date-time */
                        activationCodeExpiresAt?: string;
                        /** Format: date-time */
                        addedAt: string;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currency: string;
                    productId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string & (unknown & unknown);
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postOrderByIdInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    phone: {
                        callingCode: string;
                        phoneNumber: string;
                    };
                    displayName: string;
                    /** @enum {string} */
                    language?: "en" | "de" | "ja" | "ru" | "tr" | "zh-cn" | "zh-tw";
                    cardholder?: {
                        firstName: string;
                        lastName: string;
                        cardName: string;
                        address: {
                            line1: string;
                            line2?: string;
                            city: string;
                            region: string;
                            postalCode: string;
                            country: string;
                        };
                        /** Format: date */
                        dateOfBirth?: string;
                        governmentId?: string;
                        /** @enum {boolean} */
                        acceptedTerms: true;
                        termsVersion: string;
                    };
                };
            };
        };
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getCardByIdStatement: {
        parameters: {
            query?: {
                month?: string;
                tz?: string;
                lang?: "en" | "de" | "ja" | "ru" | "tr" | "zh-cn" | "zh-tw";
                format?: "pdf" | "csv";
            };
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "text/csv": string;
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postSandboxCardsByIdAuthorizations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: string;
                    merchantName: string;
                    /** @enum {string} */
                    currency?: "USD";
                    threeDS?: boolean;
                    merchantCurrency?: string;
                    merchantAmount?: string;
                    holdAmount?: string;
                    partialApproval?: boolean;
                    mcc?: string;
                    /** @enum {string} */
                    channel?: "in_store" | "online" | "atm";
                    country?: string;
                    cashAmount?: string;
                    acceptorId?: string;
                    /** @enum {string} */
                    avs?: "match" | "partial" | "mismatch" | "not_checked";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "approved" | "declined" | "challenge";
                        /** @enum {string} */
                        declineReason?: "card_suspended" | "card_expired" | "user_blocked" | "card_locked" | "card_not_active" | "insufficient_balance" | "issuer_declined" | "currency_not_supported" | "invalid_amount" | "program_policy" | "single_use_spent" | "merchant_locked" | "channel_off" | "category_blocked" | "country_blocked" | "over_purchase_limit" | "over_daily_limit" | "over_monthly_limit";
                        approvedAmount?: string;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postSandboxCardsByIdCredits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: string;
                    merchantName: string;
                    merchantCurrency?: string;
                    merchantAmount?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "approved" | "declined" | "challenge";
                        /** @enum {string} */
                        declineReason?: "card_suspended" | "card_expired" | "user_blocked" | "card_locked" | "card_not_active" | "insufficient_balance" | "issuer_declined" | "currency_not_supported" | "invalid_amount" | "program_policy" | "single_use_spent" | "merchant_locked" | "channel_off" | "category_blocked" | "country_blocked" | "over_purchase_limit" | "over_daily_limit" | "over_monthly_limit";
                        approvedAmount?: string;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postSandboxAuthorizationsByIdOtp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    otp: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "approved" | "declined" | "challenge";
                        /** @enum {string} */
                        declineReason?: "card_suspended" | "card_expired" | "user_blocked" | "card_locked" | "card_not_active" | "insufficient_balance" | "issuer_declined" | "currency_not_supported" | "invalid_amount" | "program_policy" | "single_use_spent" | "merchant_locked" | "channel_off" | "category_blocked" | "country_blocked" | "over_purchase_limit" | "over_daily_limit" | "over_monthly_limit";
                        approvedAmount?: string;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postSandboxAuthorizationsByIdIncrement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "approved" | "declined" | "challenge";
                        /** @enum {string} */
                        declineReason?: "card_suspended" | "card_expired" | "user_blocked" | "card_locked" | "card_not_active" | "insufficient_balance" | "issuer_declined" | "currency_not_supported" | "invalid_amount" | "program_policy" | "single_use_spent" | "merchant_locked" | "channel_off" | "category_blocked" | "country_blocked" | "over_purchase_limit" | "over_daily_limit" | "over_monthly_limit";
                        approvedAmount?: string;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postSandboxAuthorizationsByIdCapture: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount?: string;
                    final?: boolean;
                };
            };
        };
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postSandboxAuthorizationsByIdReverse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount?: string;
                } | null;
            };
        };
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postSandboxAuthorizationsByIdExpire: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postSandboxAuthorizationsByIdRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount?: string;
                };
            };
        };
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postSandboxAuthorizationsByIdRefundReversal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount?: string;
                } | null;
            };
        };
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postSandboxAuthorizationsByIdCorrections: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: string;
                    /** @enum {string} */
                    direction: "credit" | "debit";
                };
            };
        };
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postSandboxDisputesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "opened" | "needs_info" | "in_review" | "won" | "lost" | "withdrawn";
                    provisionalCredit?: string;
                    finalCredit?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string & (unknown & unknown);
                        transactionId: string;
                        merchantName: string;
                        /** @enum {string} */
                        reason: "fraud" | "duplicated" | "incorrect_amount" | "not_received" | "not_as_described" | "cancelled" | "recurring_not_cancelled" | "refund_not_processed" | "other";
                        description: string;
                        amount: string;
                        credited: string;
                        /** @enum {string} */
                        status: "filing" | "opened" | "needs_info" | "in_review" | "won" | "lost" | "withdrawn";
                        /** Format: date-time */
                        openedAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getUserMembership: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enable: boolean;
                        level: number;
                        rebate: string;
                        nextInfo: {
                            level: number;
                            requiredValue: string;
                            percent: number;
                        } | null;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getRewardBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rewardBalance: string;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getRewardRecord: {
        parameters: {
            query?: {
                skip?: number | string;
                limit?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: date-time */
                            at: string;
                            /** @enum {string} */
                            type: "rebate" | "referral" | "redeem" | "adjustment";
                            amount: string;
                            grant?: {
                                freeCards: number;
                                invitationUses: number;
                            };
                        }[];
                        total: number;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getRewardRedeemableOption: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        options: string[];
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postCardByIdTopupRedeem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: string;
                };
            };
        };
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getCardByIdHeldDeposits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            reason: "card_inactive" | "unsupported_token" | "below_minimum_stale" | "reorg_shortfall";
                            detail: ("card_suspended" | "card_expired" | "user_blocked" | "user_blacklisted" | "topup_disabled" | "reorg_shortfall" | "native_coin" | "erc20") | null;
                            chainId: number;
                            txHash: string;
                            token: {
                                address: string;
                                symbol: string;
                                decimals: number;
                                isNative: boolean;
                            } | null;
                            amount: string | null;
                            amountUsd: string | null;
                            /** @enum {string} */
                            status: "open" | "credited" | "debited" | "refunded" | "ignored";
                            /** Format: date-time */
                            at: string;
                        }[];
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getCardByIdPendingTopup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pendingTopup: string;
                        balanceUpper: string | null;
                        fits: string;
                        overMaximum: string;
                        movable: string;
                        spendableAt: string | null;
                        settles: boolean;
                        credits: {
                            /** @enum {string} */
                            kind: "topup" | "reward" | "credit" | "transfer";
                            amount: string;
                            fitting: string;
                            spendableAt: string | null;
                            txHash: string | null;
                            /** Format: date-time */
                            at: string;
                        }[];
                        refunds: {
                            id: string;
                            amount: string;
                            /** @enum {string} */
                            status: "open" | "credited" | "debited" | "refunded" | "ignored";
                            refundTxHash: string | null;
                            /** Format: date-time */
                            at: string;
                        }[];
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postCardByIdPendingTopupTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    toCardId: string & (unknown & unknown);
                    amount?: string;
                    key: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        transfer: {
                            key: string & (unknown & unknown);
                            fromCardId: string & (unknown & unknown);
                            toCardId: string & (unknown & unknown);
                            amount: string;
                            /** Format: date-time */
                            at: string;
                        };
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postCardByIdPendingTopupRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount?: string;
                    key: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        refund: {
                            id: string;
                            amount: string;
                            /** @enum {string} */
                            status: "open" | "credited" | "debited" | "refunded" | "ignored";
                            refundTxHash: string | null;
                            /** Format: date-time */
                            at: string;
                        };
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getMailVerify: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getMailStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string | null;
                        verified: boolean;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postMailVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getSandboxMails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mails: {
                            id: number;
                            /** Format: date-time */
                            receivedAt: string;
                            from: string;
                            to: string[];
                            subject: string;
                            text: string;
                            autoSubmitted: string | null;
                        }[];
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getSandboxMailbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getPushKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publicKey: string | null;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getPushSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subscriptions: {
                            id: string & (unknown & unknown);
                            endpoint: string;
                            kinds: ("challenge" | "purchase" | "deposit" | "wallet")[];
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postPushSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    endpoint: string;
                    expirationTime?: number | null;
                    keys: {
                        p256dh: string;
                        auth: string;
                    };
                    kinds: ("challenge" | "purchase" | "deposit" | "wallet")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subscription: {
                            id: string & (unknown & unknown);
                            endpoint: string;
                            kinds: ("challenge" | "purchase" | "deposit" | "wallet")[];
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    deletePushSubscriptionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getReserves: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        snapshot: {
                            id: string & (unknown & unknown);
                            /** Format: date-time */
                            takenAt: string;
                            root: string;
                            totalMicro: string;
                            total: string;
                            leafCount: number;
                            blocks: {
                                [key: string]: number;
                            };
                            signature: string;
                            signer: string;
                        };
                        reserves: {
                            chainId: number;
                            token: string;
                            amount: string;
                            addresses: number;
                        }[];
                        issuerBalance: {
                            amount: string;
                            source: string;
                            /** Format: date-time */
                            at: string;
                        } | null;
                        liabilities: string;
                        negative: string;
                        ratio: string | null;
                        history: {
                            id: string & (unknown & unknown);
                            /** Format: date-time */
                            takenAt: string;
                            total: string;
                            reserves: string;
                            ratio: string | null;
                        }[];
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getReservesProof: {
        parameters: {
            query: {
                snapshot: string & (unknown & unknown);
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        snapshotId: string & (unknown & unknown);
                        liability: string;
                        root: {
                            digest: string;
                            value: string;
                        };
                        leaves: {
                            index: number;
                            value: string;
                            nonce: string;
                            path: {
                                /** @enum {string} */
                                side: "left" | "right";
                                digest: string;
                                value: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getAdminAudit: {
        parameters: {
            query?: {
                limit?: number | string;
                before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        actions: {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            operator: string;
                            action: string;
                            target: string | null;
                            details: {
                                status: number;
                                code: string | null;
                                params?: {
                                    [key: string]: unknown;
                                };
                                query?: {
                                    [key: string]: unknown;
                                };
                                body?: unknown;
                            } & {
                                [key: string]: unknown;
                            };
                        }[];
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postAdminInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uses?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    putAdminUsersByAddressState: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                address: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    state: "normal" | "blacklist" | "blocked";
                };
            };
        };
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postAdminCardsByIdSuspend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postAdminCardsByIdExpire: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postAdminCardsByIdLock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postAdminCardsByIdUnlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postAdminCardsByIdRetryIssuance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postAdminRewardsAdjust: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    amount: string;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getAdminExceptions: {
        parameters: {
            query?: {
                status?: "open" | "credited" | "debited" | "refunded" | "ignored" | "all";
                reason?: "card_inactive" | "unsupported_token" | "below_minimum_stale" | "reorg_shortfall" | "rejected_report" | "issuer_unhandled" | "excess_refund" | "issuer_mismatch" | "dispute_provisional_credit";
                cardId?: string & (unknown & unknown);
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exceptions: {
                            id: string;
                            /** @enum {string} */
                            reason: "card_inactive" | "unsupported_token" | "below_minimum_stale" | "reorg_shortfall" | "rejected_report" | "issuer_unhandled" | "excess_refund" | "issuer_mismatch" | "dispute_provisional_credit";
                            detail: string | null;
                            chainId: number | null;
                            txHash: string | null;
                            logIndex: number | null;
                            token: {
                                address: string;
                                symbol: string;
                                decimals: number;
                                isNative: boolean;
                            } | null;
                            amount: string | null;
                            amountUsd: string | null;
                            cardId: (string & (unknown & unknown)) | null;
                            reporter: string | null;
                            issuerEvent: string | null;
                            attempts: number;
                            /** @enum {string} */
                            status: "open" | "credited" | "debited" | "refunded" | "ignored";
                            note: string | null;
                            refundTxHash: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            resolvedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postAdminExceptionsByIdResolve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "credit" | "debit" | "refunded" | "ignore";
                    note: string;
                    refundTxHash?: string;
                    amount?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exception: {
                            id: string;
                            /** @enum {string} */
                            reason: "card_inactive" | "unsupported_token" | "below_minimum_stale" | "reorg_shortfall" | "rejected_report" | "issuer_unhandled" | "excess_refund" | "issuer_mismatch" | "dispute_provisional_credit";
                            detail: string | null;
                            chainId: number | null;
                            txHash: string | null;
                            logIndex: number | null;
                            token: {
                                address: string;
                                symbol: string;
                                decimals: number;
                                isNative: boolean;
                            } | null;
                            amount: string | null;
                            amountUsd: string | null;
                            cardId: (string & (unknown & unknown)) | null;
                            reporter: string | null;
                            issuerEvent: string | null;
                            attempts: number;
                            /** @enum {string} */
                            status: "open" | "credited" | "debited" | "refunded" | "ignored";
                            note: string | null;
                            refundTxHash: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            resolvedAt: string | null;
                        };
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postAdminPaymentsRescan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    chainId: number;
                    fromBlock: number;
                };
            };
        };
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getAdminPaymentsRescanById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        chainId: number;
                        fromBlock: number;
                        toBlock: number | null;
                        /** @enum {string} */
                        status: "requested" | "running" | "done";
                        credited: number;
                        exceptions: number;
                        error: string | null;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getAdminDisputes: {
        parameters: {
            query?: {
                status?: "filing" | "opened" | "needs_info" | "in_review" | "won" | "lost" | "withdrawn";
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        disputes: {
                            id: string & (unknown & unknown);
                            transactionId: string;
                            merchantName: string;
                            /** @enum {string} */
                            reason: "fraud" | "duplicated" | "incorrect_amount" | "not_received" | "not_as_described" | "cancelled" | "recurring_not_cancelled" | "refund_not_processed" | "other";
                            description: string;
                            amount: string;
                            credited: string;
                            /** @enum {string} */
                            status: "filing" | "opened" | "needs_info" | "in_review" | "won" | "lost" | "withdrawn";
                            /** Format: date-time */
                            openedAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            cardId: string;
                            issuer: string;
                            issuerToken: string | null;
                            issuerStatus: string | null;
                            resolution: string | null;
                        }[];
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postAdminCardholdersByAddressDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                address: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    documentType: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        documentToken: string;
                        uploads: {
                            imageType: string;
                            url: string;
                        }[];
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    putAdminCardholdersByAddressKyc: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                address: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reference: string;
                    /** Format: date-time */
                    passedAt: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        provider: string;
                        reference: string;
                        passedAt: string;
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postAdminIssuerRulesSync: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rules: {
                            created: string[];
                            updated: string[];
                            deactivated: string[];
                            unchanged: string[];
                        };
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postAdminIssuerSettlement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settlement: {
                            source: string;
                            day: string;
                            /** @enum {string} */
                            status: "requested" | "done" | "differs" | "unavailable" | "failed";
                            complete: boolean | null;
                            settledNetMicro: string;
                            settledGrossMicro: string;
                            ledgerNetMicro: string;
                            details: number;
                            events: number;
                            differences: number;
                            newExceptions: number;
                            openHoldsMicro: string;
                            fundingNeedMicro: string;
                            programBalanceMicro: string | null;
                            balanceReadAt: string | null;
                            error: string | null;
                            runs: number;
                            requestedAt: string | null;
                            finishedAt: string | null;
                        };
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    getAdminIssuerSettlements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settlements: {
                            source: string;
                            day: string;
                            /** @enum {string} */
                            status: "requested" | "done" | "differs" | "unavailable" | "failed";
                            complete: boolean | null;
                            settledNetMicro: string;
                            settledGrossMicro: string;
                            ledgerNetMicro: string;
                            details: number;
                            events: number;
                            differences: number;
                            newExceptions: number;
                            openHoldsMicro: string;
                            fundingNeedMicro: string;
                            programBalanceMicro: string | null;
                            balanceReadAt: string | null;
                            error: string | null;
                            runs: number;
                            requestedAt: string | null;
                            finishedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
    postAdminReservesSnapshots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string & (unknown & unknown);
                    };
                };
            };
            /** @description A refusal: `code` names it (the web reacts to the code, never the message) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
            /** @description The server or a service it needs is failing */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "unauthorized" | "validation_failed" | "not_found" | "invalid_code" | "reach_limit" | "invalid_action" | "topup_disabled" | "payment_rejected" | "rate_limited" | "upstream_unavailable" | "internal" | "sign_in_chain_not_enabled" | "sign_in_domain_mismatch" | "sign_in_expired" | "sign_in_signature_invalid" | "code_too_long" | "over_card_maximum" | "insufficient_rewards" | "over_movable_excess" | "idempotency_conflict" | "card_locked_by_issuer" | "card_locked_by_operator" | "cross_site_request" | "reveal_signature_expired" | "reveal_signature_invalid" | "reveal_limit" | "evidence_not_requested" | "evidence_too_large" | "evidence_type_refused" | "enrollment_refused" | "streams_full" | "statements_busy";
                        message: string;
                        details?: {
                            /** @enum {string} */
                            kind: "fields";
                            fields: {
                                path: string;
                                rule: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "enrollment";
                            /** @enum {string} */
                            refusal: "not_enrolling" | "cardholder_required" | "terms_version" | "date_of_birth_required" | "government_id_required" | "too_young" | "rejected_before" | "address_country" | "address_region" | "address_postal_code" | "kyc_not_passed" | "issuer_refused";
                            field?: string;
                            reasons?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "dispute";
                            /** @enum {string} */
                            refusal: "not_settled" | "refunded" | "disputed" | "too_old";
                        } | {
                            /** @enum {string} */
                            kind: "wallet_token";
                            /** @enum {string} */
                            refusal: "unlock_first" | "in_status";
                            /** @enum {string} */
                            status?: "pending" | "active" | "paused" | "removed" | "declined";
                        } | {
                            /** @enum {string} */
                            kind: "user_state";
                        };
                    };
                };
            };
        };
    };
}
