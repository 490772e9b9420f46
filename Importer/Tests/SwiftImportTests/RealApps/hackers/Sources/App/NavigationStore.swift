//
//  NavigationStore.swift
//  Hackers
//
//  Copyright © 2025 Weiran Zhang. All rights reserved.
//

import Combine
import Domain
import Observation
import Shared
import SwiftUI
import UIKit

enum NavigationDestination: Hashable {
    case comments(postID: Int)
    case postBrowser(post: Post, presentation: PostLinkPresentation)
    case settings
}

enum NavigationDetailDestination: Hashable {
    case web(URL)
}

@MainActor
@Observable
class NavigationStore: NavigationStoreProtocol {
    var path: NavigationPath = .init()
    var selectedPost: Domain.Post?
    var selectedPostId: Int?
    var selectedPostType: Domain.PostType = .news
    var selectedPostLinkPresentation: PostLinkPresentation?
    var showingLogin = false
    var showingSettings = false
    var pendingPostId: Int?
    var embeddedBrowserURL: URL?
    var detailPath: [NavigationDetailDestination] = []

    private var cancellables = Set<AnyCancellable>()

    init() {
        // Listen for refresh notifications
        NotificationCenter.default.publisher(for: Notification.Name.refreshRequired)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in
                self?.path = self?.path ?? .init()
            }
            .store(in: &cancellables)
    }

    func showPost(_ post: Domain.Post) {
        embeddedBrowserURL = nil
        detailPath.removeAll()
        selectedPostLinkPresentation = nil
        selectedPost = post
        selectedPostId = post.id

        // For iPhone navigation, use NavigationPath
        if UIDevice.current.userInterfaceIdiom != .pad && !isRunningOnMac {
            path.append(NavigationDestination.comments(postID: post.id))
        }
    }

    func showPostLink(_ post: Domain.Post, presentation: PostLinkPresentation) {
        showPostLink(post, presentation: presentation, forceCustomBrowser: false)
    }

    #if DEBUG
    func showPostLinkForUITesting(_ post: Domain.Post, presentation: PostLinkPresentation) {
        showPostLink(post, presentation: presentation, forceCustomBrowser: true)
    }
    #endif

    private func showPostLink(
        _ post: Domain.Post,
        presentation: PostLinkPresentation,
        forceCustomBrowser: Bool
    ) {
        guard !HackerNewsConstants.isItemURL(post.url) else {
            showPost(post)
            return
        }

        embeddedBrowserURL = nil
        detailPath.removeAll()
        selectedPost = post
        selectedPostId = post.id
        selectedPostLinkPresentation = nil

        if forceCustomBrowser {
            if UIDevice.current.userInterfaceIdiom == .pad || isRunningOnMac {
                selectedPostLinkPresentation = presentation
            } else {
                path.append(NavigationDestination.postBrowser(post: post, presentation: presentation))
            }
            return
        }

        if UIDevice.current.userInterfaceIdiom != .pad {
            path.append(NavigationDestination.postBrowser(post: post, presentation: presentation))
            return
        }

        if openURLInPrimaryContext(post.url) {
            return
        }

        LinkOpener.openURL(post.url, with: post)
    }

    func showPost(withId id: Int) {
        embeddedBrowserURL = nil
        detailPath.removeAll()
        selectedPostLinkPresentation = nil
        selectedPost = nil
        selectedPostId = id

        if UIDevice.current.userInterfaceIdiom != .pad && !isRunningOnMac {
            path.append(NavigationDestination.comments(postID: id))
        }
    }

    func clearSelection() {
        selectedPost = nil
        selectedPostId = nil
        selectedPostLinkPresentation = nil
        embeddedBrowserURL = nil
        detailPath.removeAll()
    }

    func showLogin() {
        showingLogin = true
    }

    func showSettings() {
        showingSettings = true
    }

    func selectPostType(_ type: Domain.PostType) {
        selectedPostType = type
        selectedPostId = nil
        clearSelection()
    }

    @MainActor
    func openURLInPrimaryContext(_ url: URL, pushOntoDetailStack: Bool = true) -> Bool {
        guard UIDevice.current.userInterfaceIdiom == .pad || isRunningOnMac else { return false }
        guard url.scheme == "http" || url.scheme == "https" else { return false }

        let settings = DependencyContainer.shared.getSettingsUseCase()
        if settings.linkBrowserMode == .systemBrowser {
            return false
        }

        if pushOntoDetailStack, selectedPost != nil {
            detailPath.append(.web(url))
            return true
        }

        embeddedBrowserURL = url
        detailPath.removeAll()
        selectedPostLinkPresentation = nil
        return true
    }

    private var isRunningOnMac: Bool {
        #if targetEnvironment(macCatalyst)
        return true
        #else
        return ProcessInfo.processInfo.isiOSAppOnMac
        #endif
    }

    @MainActor
    func dismissEmbeddedBrowser() {
        let dismiss = { [weak self] in
            guard let self else { return }
            if !detailPath.isEmpty {
                detailPath.removeLast()
            } else {
                embeddedBrowserURL = nil
                selectedPostLinkPresentation = nil
            }
        }

        withAnimation(.easeInOut(duration: 0.25)) {
            dismiss()
        }
    }

    // MARK: - Deep Linking

    func handleOpenURL(_ url: URL) {
        guard let bundleIdentifier = Bundle.main.bundleIdentifier,
              let scheme = url.scheme,
              scheme.localizedCaseInsensitiveCompare(bundleIdentifier) == .orderedSame,
              let view = url.host
        else {
            return
        }

        let parameters = parseParameters(from: url)

        switch view {
        case "item":
            if let idString = parameters["id"],
               let id = Int(idString) {
                navigateToPost(withId: id)
            }
        default:
            break
        }
    }

    private func parseParameters(from url: URL) -> [String: String] {
        var parameters: [String: String] = [:]
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.forEach {
            parameters[$0.name] = $0.value
        }
        return parameters
    }

    func navigateToPost(withId id: Int) {
        // Store the pending post ID to be handled when posts are loaded
        pendingPostId = id
        showPost(withId: id)
    }
}
